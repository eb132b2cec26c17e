import { z } from 'zod';

/**
 * Building blocks of the API's answers. Every answer object is strict, so a presenter that starts
 * sending a field the schema does not name fails its test instead of leaking it unnoticed.
 */

/** A database id. */
export const idSchema = z.number().int().positive();

/** A moment as the API writes it: ISO 8601 in UTC (`Date.toISOString()`). */
export const isoDateTimeSchema = z.iso.datetime();

/** Money as the API speaks it: dollars, at most two decimals. */
export const dollarsSchema = z.number().nonnegative().meta({ description: 'US dollars (the server stores cents).' });

/** A count of things. */
export const countSchema = z.number().int().nonnegative();

export const paginationSchema = z
  .strictObject({
    total: countSchema,
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    totalPages: countSchema,
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
  })
  .meta({ id: 'Pagination' });
export type PaginationResponse = z.infer<typeof paginationSchema>;

/** One field's problem in a refused input: the dotted path ("" for the whole payload) and its message. */
export const validationIssueSchema = z.strictObject({ path: z.string(), message: z.string() }).meta({ id: 'ValidationIssue' });

/**
 * Every failure: a message meant for the person reading it, a stable code for domain errors, the
 * field issues of a refused input.
 */
export const errorResponseSchema = z
  .strictObject({
    message: z.string(),
    code: z.string().optional(),
    issues: z.array(validationIssueSchema).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An answer that only confirms, in words for the user. */
export const messageResponseSchema = z.strictObject({ message: z.string() }).meta({ id: 'Message' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Something stored on the user's behalf (a waitlist entry, a contact message) and the thanks for it. */
export const createdWithMessageSchema = z.strictObject({ id: idSchema, message: z.string() }).meta({ id: 'CreatedWithMessage' });
export type CreatedWithMessage = z.infer<typeof createdWithMessageSchema>;
