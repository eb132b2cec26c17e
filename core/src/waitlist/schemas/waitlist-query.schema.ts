import { z } from 'zod';
import { defaultError, INVALID_INPUT_MESSAGE } from '../../shared/validation/messages.js';
import { queryString, queryInteger, queryChoice } from '../../shared/validation/query-fields.js';
import { DEFAULT_WAITLIST_ORDER, SORT_ORDERS, WAITLIST_SORT_KEYS } from '../domain/waitlist-order.js';
import { WAITLIST_TYPES } from './waitlist.schema.js';

export const DEFAULT_WAITLIST_PAGE_SIZE = 50;
export const MAX_WAITLIST_PAGE_SIZE = 100;
export const WAITLIST_SEARCH_MAX_LENGTH = 100;

/**
 * The waitlist's filters and order, from query-string values: a blank value counts as absent.
 * Newest first by default, ascending once a column is named, as a table header click expects.
 */
export const waitlistQuerySchema = z
  .object(
    {
      q: queryString().pipe(z.string().max(WAITLIST_SEARCH_MAX_LENGTH, INVALID_INPUT_MESSAGE).optional()),
      type: queryChoice(WAITLIST_TYPES),
      sort: queryChoice(WAITLIST_SORT_KEYS),
      order: queryChoice(SORT_ORDERS),
      page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
      limit: queryInteger(1, MAX_WAITLIST_PAGE_SIZE).transform((value) => value ?? DEFAULT_WAITLIST_PAGE_SIZE),
    },
    { error: defaultError },
  )
  .transform(({ sort, order, ...rest }) => ({
    ...rest,
    sort: sort ?? DEFAULT_WAITLIST_ORDER.sort,
    order: order ?? (sort === undefined ? DEFAULT_WAITLIST_ORDER.order : 'asc'),
  }));
export type WaitlistQueryInput = z.input<typeof waitlistQuerySchema>;
export type WaitlistQuery = z.output<typeof waitlistQuerySchema>;
