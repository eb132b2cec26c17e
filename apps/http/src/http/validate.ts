import type { z } from 'zod';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import { NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import type { AppContext } from './app-context.js';

/** The JSON body, validated by a core schema (ValidationError with the schema's messages otherwise). */
export function body<Schema extends z.ZodType>(ctx: AppContext, schema: Schema): z.output<Schema> {
  const raw = (ctx.request as { body?: unknown }).body;
  return parseOrThrow(schema, raw === undefined ? {} : raw);
}

export function query<Schema extends z.ZodType>(ctx: AppContext, schema: Schema): z.output<Schema> {
  return parseOrThrow(schema, ctx.query);
}

/** A numeric route parameter; anything else is simply not found. */
export function idParam(ctx: AppContext, name = 'id'): number {
  const value = ctx.params[name];
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new NotFoundError('route.not_found', 'Not found');
  return Number(value);
}
