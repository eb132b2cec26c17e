import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/admin/stats: the platform's figures; money in dollars. */
export interface PlatformStats {
  customers: number;
  businesses: { total: number; verified: number; unverified: number };
  deals: { total: number; live: number; drafts: number };
  purchases: { completed: number; refunded: number; redemptions: number };
  revenue: { grossSales: number; platformFee: number; businessShare: number };
  waitlist: { total: number; discounters: number; businesses: number };
}

export function getPlatformStats({ signal }: { signal?: AbortSignal } = {}): Promise<PlatformStats> {
  return apiFetch<PlatformStats>('/api/admin/stats', signal ? { signal } : {});
}

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getPlatformStats({ signal }), staleTime: 0 });

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
