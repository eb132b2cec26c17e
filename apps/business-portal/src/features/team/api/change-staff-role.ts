import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@marketplace/core/accounts/domain/actor';
import type { TeamMemberChangeResponse } from '@marketplace/core/team/schemas/team.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { teamQueryOptions } from './get-team.js';

/** PATCH /api/business/team/{id}: a new role; the member signs in again to use it. */
export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) => apiFetch<TeamMemberChangeResponse>(`/api/business/team/${id}`, { method: 'PATCH', body: { role } }),
    onSuccess: (changed) => {
      void queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
      toast({ title: 'Role changed', description: changed.message });
    },
    onError: (error) => toast({ title: 'Role not changed', description: errorDescription(error), variant: 'destructive' }),
  });
}
