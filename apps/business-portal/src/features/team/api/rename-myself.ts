import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import type { Account } from '@marketplace/web-common/session/account';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';

/** PATCH /api/user `{username}`: a member of staff's own name (the team list and the header show it). */
export function useRenameMyself() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<Account>('/api/user', { method: 'PATCH', body: { username: name } }),
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      toast({ title: 'Name saved', description: 'Your team sees your new name.' });
    },
    onError: (error) => toast({ title: 'Name not saved', description: errorDescription(error), variant: 'destructive' }),
  });
}
