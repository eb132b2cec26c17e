import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationResponse } from '@marketplace/core/team/schemas/team.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/team/invitations/{token}: who invites, for the accept page (404 when the link no longer works). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['team', 'invitation', token],
    queryFn: ({ signal }) => apiFetch<InvitationResponse>(`/api/team/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
