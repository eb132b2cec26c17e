import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@marketplace/core/team/schemas/team.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/business/team: the owner's staff, invited or active. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'team'],
    queryFn: ({ signal }) => apiFetch<TeamResponse>('/api/business/team', { signal }),
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}
