import { z } from 'zod';
import { defaultError, INVALID_INPUT_MESSAGE } from '../../shared/validation/messages.js';
import { queryString, queryInteger } from '../../shared/validation/query-fields.js';
import { ACCEPTED_CATEGORY_NAMES, canonicalCategory } from '../domain/category.js';

export const DEFAULT_DEALS_PAGE_SIZE = 12;
export const MAX_DEALS_PAGE_SIZE = 100;
export const DEALS_SEARCH_MAX_LENGTH = 100;

function queryBoolean() {
  return queryString().pipe(
    z
      .enum(['true', 'false'], { error: INVALID_INPUT_MESSAGE })
      .transform((value) => value === 'true')
      .optional(),
  );
}

function querySearchText() {
  return queryString().pipe(z.string().max(DEALS_SEARCH_MAX_LENGTH, INVALID_INPUT_MESSAGE).optional());
}

/** The catalogue's filters, from query-string values: a blank value counts as absent. */
export const dealsQuerySchema = z.object(
  {
    category: queryString().pipe(z.enum(ACCEPTED_CATEGORY_NAMES, { error: INVALID_INPUT_MESSAGE }).transform(canonicalCategory).optional()),
    active: queryBoolean(),
    featured: queryBoolean(),
    limit: queryInteger(1, MAX_DEALS_PAGE_SIZE).transform((value) => value ?? DEFAULT_DEALS_PAGE_SIZE),
    page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
    businessId: queryInteger(1, Number.MAX_SAFE_INTEGER),
    q: querySearchText(),
    location: querySearchText(),
  },
  { error: defaultError },
);
export type DealsQueryInput = z.input<typeof dealsQuerySchema>;
export type DealsQuery = z.output<typeof dealsQuerySchema>;
