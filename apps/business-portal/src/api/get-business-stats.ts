import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** One UTC day with sales (yyyy-mm-dd), as GET /api/business/stats lists them, oldest first. */
export interface DailySales {
  day: string;
  sales: number;
  revenue: number;
  businessShare: number;
}

/** GET /api/business/stats (apps/http stats presenter): real figures, dollars as numbers. */
export interface BusinessStats {
  sales: number;
  revenue: number;
  businessShare: number;
  platformFee: number;
  redemptions: number;
  refunds: number;
  daily: DailySales[];
}

export function getBusinessStats({ signal }: { signal?: AbortSignal } = {}): Promise<BusinessStats> {
  return apiFetch<BusinessStats>('/api/business/stats', signal ? { signal } : {});
}

export const businessStatsQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'stats'], queryFn: ({ signal }) => getBusinessStats({ signal }) });

export function useBusinessStats() {
  return useQuery(businessStatsQueryOptions());
}
