import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMemberChangeResponse } from '@marketplace/core/team/schemas/team.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { teamQueryOptions } from './get-team.js';

/** DELETE /api/business/team/{id}: removes a member (their sessions end) or cancels an invitation. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<TeamMemberChangeResponse>(`/api/business/team/${id}`, { method: 'DELETE' }),
    onSuccess: (removed) => {
      void queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
      toast({ title: 'Team updated', description: removed.message });
    },
    onError: (error) => toast({ title: 'Not removed', description: errorDescription(error), variant: 'destructive' }),
  });
}
