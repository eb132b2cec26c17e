import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import type { AccountResponse } from '@marketplace/core/accounts/schemas/account.response';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';

/** PATCH /api/user, then the cached current account is replaced by the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { username?: string; email: string }) => apiFetch<AccountResponse>('/api/user', { method: 'PATCH', body: changes }),
    onSuccess: (account) => {
      queryClient.setQueryData(currentAccountQueryOptions().queryKey, account);
      toast({ title: 'Profile updated', description: 'Your profile information has been updated successfully.' });
    },
    onError: (error) => toast({ title: 'Update failed', description: errorDescription(error), variant: 'destructive' }),
  });
}
