import type { z } from 'zod';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import { NotFoundError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { INVALID_INPUT_MESSAGE } from '@marketplace/core/shared/validation/messages';
import type { AppContext } from './app-context.js';
import { isMalformedText } from './malformed-text.js';

/**
 * Where a string of the input holds malformed text (see isMalformedText), or undefined: such text
 * is refused before any schema or query sees it. Keys count too.
 */
function malformedTextPath(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (isMalformedText(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (isMalformedText(key)) return at;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

/** Parses input that holds only well-formed text (see malformedTextPath) with a core schema. */
function parseText<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const path = malformedTextPath(input);
  if (path !== undefined) throw new ValidationError(INVALID_INPUT_MESSAGE, [{ path, message: INVALID_INPUT_MESSAGE }]);
  return parseOrThrow(schema, input);
}

/** The JSON body, validated by a core schema (ValidationError with the schema's messages otherwise). */
export function body<Schema extends z.ZodType>(ctx: AppContext, schema: Schema): z.output<Schema> {
  const raw = (ctx.request as { body?: unknown }).body;
  return parseText(schema, raw === undefined ? {} : raw);
}

/** The query string, validated by a core schema. */
export function query<Schema extends z.ZodType>(ctx: AppContext, schema: Schema): z.output<Schema> {
  return parseText(schema, ctx.query);
}

/** A numeric route parameter; anything else is simply not found. */
export function idParam(ctx: AppContext, name = 'id'): number {
  const value = ctx.params[name];
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new NotFoundError('route.not_found', 'Not found');
  return Number(value);
}
