import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformFiguresResponse } from '@marketplace/core/admin/schemas/admin.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/admin/stats: the platform's figures; money in dollars (core's response type). */
export type PlatformStats = PlatformFiguresResponse;

export function getPlatformStats({ signal }: { signal?: AbortSignal } = {}): Promise<PlatformStats> {
  return apiFetch<PlatformStats>('/api/admin/stats', signal ? { signal } : {});
}

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getPlatformStats({ signal }), staleTime: 0 });

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
