import type { z } from 'zod';
import { ValidationError, type ValidationIssue } from '@marketplace/core/shared/domain/domain-error';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';

/** The issues a schema reports for `input` as {path, message}, or [] when it parses. */
export function issuesOf(schema: z.ZodType, input: unknown): readonly ValidationIssue[] {
  try {
    parseOrThrow(schema, input);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
}

/** The messages reported on one path. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return issuesOf(schema, input)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);
}
