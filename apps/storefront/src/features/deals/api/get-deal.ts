import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@marketplace/web-common/api/api-client';
import type { Deal } from '@marketplace/web-common/api/deal';

/** GET /api/deals/{id}: one deal, or null when it does not exist (404). */
export async function getDeal(id: number, signal?: AbortSignal): Promise<Deal | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  try {
    return await apiFetch<Deal>(`/api/deals/${id}`, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const dealQueryOptions = (id: number) => queryOptions({ queryKey: ['deals', 'detail', id], queryFn: ({ signal }) => getDeal(id, signal) });

export function useDeal(id: number) {
  return useQuery(dealQueryOptions(id));
}
