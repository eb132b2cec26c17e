import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './api-client.js';
import type { DealDetail } from './deal.js';

/**
 * GET /api/deals/{id}: a published deal to anyone; to its own business, any of its deals whatever
 * its state, with the draft flag. Both apps read it.
 * @throws ApiError 404 when there is no such deal to show
 */
export function getDeal(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<DealDetail> {
  return apiFetch<DealDetail>(`/api/deals/${id}`, signal ? { signal } : {});
}

/** The shopper's view: the deal, or null when it does not exist or the id is not one (404, 400). */
export async function findDeal(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<DealDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  try {
    return await getDeal(id, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const dealQueryOptions = (id: number) => queryOptions({ queryKey: ['deals', 'detail', id], queryFn: ({ signal }) => findDeal(id, { signal }) });

export function useDeal(id: number) {
  return useQuery(dealQueryOptions(id));
}
