import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessDealsKey } from '../../../api/get-business-deals.js';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { BusinessDeal } from '@marketplace/web-common/api/deal';

/** GET /api/deals/:id: the server answers any deal of the business asking, whatever its state. */
export function getDeal(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<BusinessDeal> {
  return apiFetch<BusinessDeal>(`/api/deals/${id}`, signal ? { signal } : {});
}

/** Under the business's deals key so refreshing the business's deals refreshes this one too. */
export const ownDealQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...businessDealsKey(), 'detail', id], queryFn: ({ signal }) => getDeal(id, { signal }) });

export function useOwnDeal(id: number) {
  return useQuery({ ...ownDealQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
