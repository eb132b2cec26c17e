import { z } from 'zod';
import type { ZodOpenApiRequestBodyObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { errorResponseSchema } from '@marketplace/core/shared/schemas/common.response';

/** The building blocks every area's paths share: security, error answers, bodies, the id parameter. */

/** The name the session cookie scheme has in the document's components. */
export const SESSION_SCHEME = 'session';

/** An operation that needs a signed-in session. */
export const SIGNED_IN = [{ [SESSION_SCHEME]: [] }];

/** What each error status means across the API (error-mapper.ts decides them). */
const ERROR_MEANINGS = {
  400: 'Invalid input: `issues` names each field and its problem.',
  401: 'Not signed in (or the session ended).',
  402: 'The payment is required or was declined.',
  403: 'Signed in as an account that may not do this, or a write from another site.',
  404: 'Not found (or not yours).',
  409: 'Conflicts with the current state.',
  410: 'No longer available.',
  413: 'The request body is over 100 kB.',
  429: 'Too many attempts; `Retry-After` says when to try again.',
} as const;

/** A JSON answer. */
export function json(schema: z.ZodType, description: string): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

/**
 * The error answers an operation can give, each `{ message, code?, issues? }`, and the default
 * that covers the rest (503 while the database is out of reach, 500).
 */
export function errors(...statuses: (keyof typeof ERROR_MEANINGS)[]): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const status of statuses) responses[`${status}`] = json(errorResponseSchema, ERROR_MEANINGS[status]);
  responses.default = json(errorResponseSchema, 'Any other failure: 503 while the database is out of reach (with `Retry-After`), 500 otherwise.');
  return responses;
}

/** A required JSON request body. */
export function jsonBody(schema: z.ZodType): ZodOpenApiRequestBodyObject {
  return { required: true, content: { 'application/json': { schema } } };
}

/** `{id}` in a path: a whole number from 1; anything else is 404. */
export const idPathParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,8}$/).meta({ description: 'A numeric id; any other value answers 404.' }),
});

/** The headers of a page of a list that answers a bare array. */
export const pageHeaders = z.object({
  'X-Total-Count': z.string().meta({ description: 'Items in the whole list.' }),
  'X-Page': z.string().meta({ description: 'This page, from 1.' }),
  'X-Per-Page': z.string().meta({ description: 'Items per page.' }),
});
