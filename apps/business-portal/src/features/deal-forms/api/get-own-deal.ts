import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { BusinessDeal } from '@marketplace/web-common/api/deal';

/** GET /api/deals/:id: the server answers any deal of the business asking, whatever its state. */
export function getDeal(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<BusinessDeal> {
  return apiFetch<BusinessDeal>(`/api/deals/${id}`, signal ? { signal } : {});
}

/** Under ['business', 'deals'] so refreshing the business's deals refreshes this one too. */
export const ownDealQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['business', 'deals', 'detail', id], queryFn: ({ signal }) => getDeal(id, { signal }) });

export function useOwnDeal(id: number) {
  return useQuery({ ...ownDealQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
