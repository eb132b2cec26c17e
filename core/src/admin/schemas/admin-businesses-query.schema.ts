import { z } from 'zod';
import { defaultError, INVALID_INPUT_MESSAGE } from '../../shared/validation/messages.js';
import { queryString, queryInteger } from '../../shared/validation/query-fields.js';

export const DEFAULT_ADMIN_BUSINESSES_PAGE_SIZE = 20;
export const MAX_ADMIN_BUSINESSES_PAGE_SIZE = 100;
export const ADMIN_BUSINESSES_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/admin/businesses query (every value a string): q (name, email or city; at most 100
 * characters), verified ('true' / 'false'), page (from 1, default 1), limit (1–100, default 20).
 * Blank values count as absent; anything unparseable is 'Invalid input'.
 */
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
