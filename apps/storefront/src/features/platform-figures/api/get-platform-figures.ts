import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicFigures } from '@marketplace/core/admin/domain/platform-figures';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/platform-figures: waitlist entries, customers and businesses, counted by the server. */
export const platformFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-figures'],
    queryFn: ({ signal }) => apiFetch<PublicFigures>('/api/platform-figures', { signal }),
  });

export function usePlatformFigures() {
  return useQuery(platformFiguresQueryOptions());
}
