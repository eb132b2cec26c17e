import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteStaffPayload } from '@marketplace/core/team/schemas/team.schema';
import type { SentInvitationResponse } from '@marketplace/core/team/schemas/team.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { teamQueryOptions } from './get-team.js';

/** POST /api/business/team/invitations: the member and the link, which the page shows to pass on by hand. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InviteStaffPayload) => apiFetch<SentInvitationResponse>('/api/business/team/invitations', { method: 'POST', body: payload }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}
