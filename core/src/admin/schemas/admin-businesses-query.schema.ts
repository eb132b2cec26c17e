import { z } from 'zod';
import { defaultError, INVALID_INPUT_MESSAGE } from '../../shared/validation/messages.js';
import { queryString, queryInteger } from '../../shared/validation/query-fields.js';

export const DEFAULT_ADMIN_BUSINESSES_PAGE_SIZE = 20;
export const MAX_ADMIN_BUSINESSES_PAGE_SIZE = 100;
export const ADMIN_BUSINESSES_SEARCH_MAX_LENGTH = 100;

/** The admin's business list filters, from query-string values: a blank value counts as absent. */
export const adminBusinessesQuerySchema = z.object(
  {
    q: queryString().pipe(z.string().max(ADMIN_BUSINESSES_SEARCH_MAX_LENGTH, INVALID_INPUT_MESSAGE).optional()),
    verified: queryString().pipe(
      z
        .enum(['true', 'false'], { error: INVALID_INPUT_MESSAGE })
        .transform((value) => value === 'true')
        .optional(),
    ),
    page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
    limit: queryInteger(1, MAX_ADMIN_BUSINESSES_PAGE_SIZE).transform((value) => value ?? DEFAULT_ADMIN_BUSINESSES_PAGE_SIZE),
  },
  { error: defaultError },
);
export type AdminBusinessesQueryInput = z.input<typeof adminBusinessesQuerySchema>;
export type AdminBusinessesQuery = z.output<typeof adminBusinessesQuerySchema>;
