import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentInvitationResponse } from '@marketplace/core/team/schemas/team.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { teamQueryOptions } from './get-team.js';

/** POST /api/business/team/{id}/resend: a new link (the old one stops working), mailed again. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<SentInvitationResponse>(`/api/business/team/${id}/resend`, { method: 'POST' }),
    onSuccess: (sent) => {
      void queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
      toast({ title: 'Invitation sent again', description: sent.message });
    },
    onError: (error) => toast({ title: 'Invitation not sent', description: errorDescription(error), variant: 'destructive' }),
  });
}
