import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SignInInput } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { apiFetch, errorDescription } from '../../api/api-client.js';
import { toast } from '../../toast/toast-store.js';
import { LANDING_AFTER_LOGIN } from '../../ui-constants.js';
import type { UserAccount } from '../account.js';
import { setSignedInAccount } from './get-current-account.js';

/** POST /api/login. */
export function logIn(credentials: SignInInput): Promise<UserAccount> {
  return apiFetch<UserAccount>('/api/login', { method: 'POST', body: credentials });
}

/** Signs a customer in, stores the account and goes to `landing` (a safe same-origin path; /profile by default). */
export function useLogin({ landing = LANDING_AFTER_LOGIN.user }: { landing?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
      void navigate(landing);
    },
    onError: (error) => toast({ title: 'Login failed', description: errorDescription(error), variant: 'destructive' }),
  });
}
