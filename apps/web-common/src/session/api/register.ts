import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterPayload } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { apiFetch, errorDescription } from '../../api/api-client.js';
import { toast } from '../../toast/toast-store.js';
import { LANDING_AFTER_LOGIN } from '../../ui-constants.js';
import type { UserAccount } from '../account.js';
import { setSignedInAccount } from './get-current-account.js';

/** POST /api/register: creates the customer and signs them in. */
export function register(payload: RegisterPayload): Promise<UserAccount> {
  return apiFetch<UserAccount>('/api/register', { method: 'POST', body: payload });
}

/** Registers the customer, stores the account and goes to `landing` (a safe same-origin path; /profile by default). */
export function useRegister({ landing = LANDING_AFTER_LOGIN.user }: { landing?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      toast({ title: 'Account created', description: 'Your account has been successfully created.' });
      void navigate(landing);
    },
    onError: (error) => toast({ title: 'Registration failed', description: errorDescription(error), variant: 'destructive' }),
  });
}
