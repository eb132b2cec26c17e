import { z } from 'zod';
import { INVALID_INPUT_MESSAGE } from './messages.js';

/** A query-string value: a string; a blank one counts as absent. A repeated parameter (array) is invalid. */
export function queryString() {
  return z
    .string({ error: INVALID_INPUT_MESSAGE })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** A whole number from `min` to `max` written in digits only; absent when blank. */
export function queryInteger(min: number, max: number) {
  return queryString().pipe(
    z
      .string()
      .regex(/^\d{1,15}$/, INVALID_INPUT_MESSAGE)
      .transform(Number)
      .pipe(z.number().int().min(min, INVALID_INPUT_MESSAGE).max(max, INVALID_INPUT_MESSAGE))
      .optional(),
  );
}

/** One of `choices`; absent when blank. */
export function queryChoice<const T extends readonly [string, ...string[]]>(choices: T) {
  return queryString().pipe(z.enum(choices, { error: INVALID_INPUT_MESSAGE }).optional());
}
