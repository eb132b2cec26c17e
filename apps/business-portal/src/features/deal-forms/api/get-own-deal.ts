import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeal } from '@marketplace/web-common/api/get-deal';
import { businessDealsKey } from '../../../api/get-business-deals.js';

/**
 * The business's own deal from GET /api/deals/:id (web-common's endpoint; a 404 stays an error, the
 * edit page says so), kept under the business's deals key so refreshing those refreshes it too.
 */
export const ownDealQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...businessDealsKey(), 'detail', id], queryFn: ({ signal }) => getDeal(id, { signal }) });

export function useOwnDeal(id: number) {
  return useQuery({ ...ownDealQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
