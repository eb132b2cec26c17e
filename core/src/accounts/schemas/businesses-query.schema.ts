import { z } from 'zod';
import { defaultError } from '../../shared/validation/messages.js';
import { queryInteger } from '../../shared/validation/query-fields.js';

export const DEFAULT_BUSINESSES_PAGE_SIZE = 50;
export const MAX_BUSINESSES_PAGE_SIZE = 100;

/** The business directory's paging, from query-string values: a blank value counts as absent. */
export const businessesQuerySchema = z.object(
  {
    page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
    limit: queryInteger(1, MAX_BUSINESSES_PAGE_SIZE).transform((value) => value ?? DEFAULT_BUSINESSES_PAGE_SIZE),
  },
  { error: defaultError },
);
export type BusinessesQuery = z.output<typeof businessesQuerySchema>;
