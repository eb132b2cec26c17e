import type { z } from 'zod';
import { ValidationError, type ValidationIssue } from '../domain/domain-error.js';
import { INVALID_INPUT_MESSAGE } from './messages.js';

/**
 * Parses `input` with `schema` and returns the typed result, or throws a ValidationError whose
 * message is the first issue's message and whose issues carry dotted paths ("" for the whole input).
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'symbol' ? (key.description ?? '') : String(key))).join('.'),
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message ?? INVALID_INPUT_MESSAGE, issues);
}
