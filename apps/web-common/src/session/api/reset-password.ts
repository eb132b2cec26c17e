import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordPayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { PASSWORD_RESET_DONE_MESSAGE } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { apiFetch } from '../../api/api-client.js';
import { toast } from '../../toast/toast-store.js';
import type { Account } from '../account.js';
import { setSignedInAccount } from './get-current-account.js';

/** POST /api/password-reset/complete: the link's token and the new password; every session ends and this browser is signed in. */
export function resetPassword(payload: ResetPasswordPayload): Promise<Account> {
  return apiFetch<Account>('/api/password-reset/complete', { method: 'POST', body: payload });
}

/** Resets the password and keeps the signed-in account; `onSignedIn` takes the person where their account lands. */
export function useResetPassword({ onSignedIn }: { onSignedIn: (account: Account) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      toast({ title: 'Password changed', description: PASSWORD_RESET_DONE_MESSAGE });
      onSignedIn(account);
    },
  });
}
