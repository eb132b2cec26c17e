import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicFiguresResponse } from '@marketplace/core/admin/schemas/admin.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/platform-figures: waitlist entries, customers and businesses, counted by the server. */
export const platformFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-figures'],
    queryFn: ({ signal }) => apiFetch<PublicFiguresResponse>('/api/platform-figures', { signal }),
  });

export function usePlatformFigures() {
  return useQuery(platformFiguresQueryOptions());
}
