import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessStatsResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/business/stats: real figures, dollars as numbers (core's response type). */
export type BusinessStats = BusinessStatsResponse;

/** One UTC day with sales (yyyy-mm-dd), oldest first. */
export type DailySales = BusinessStats['daily'][number];

export function getBusinessStats({ signal }: { signal?: AbortSignal } = {}): Promise<BusinessStats> {
  return apiFetch<BusinessStats>('/api/business/stats', signal ? { signal } : {});
}

export const businessStatsQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'stats'], queryFn: ({ signal }) => getBusinessStats({ signal }) });

export function useBusinessStats() {
  return useQuery(businessStatsQueryOptions());
}
