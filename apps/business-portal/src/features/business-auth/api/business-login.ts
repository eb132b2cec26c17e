import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BusinessLoginInput } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';

/** POST /api/business/login: signs the business in (session cookie) and answers its account. */
export function logInBusiness(credentials: BusinessLoginInput): Promise<BusinessAccount> {
  return apiFetch<BusinessAccount>('/api/business/login', { method: 'POST', body: credentials });
}

/**
 * Signs a business in, stores the account and opens the dashboard. A failure raises the "Business
 * login failed" toast and stays on the mutation: the form shows it next to the fields.
 */
export function useBusinessLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logInBusiness,
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      toast({ title: 'Welcome back!', description: 'You have successfully logged in to your business account.' });
      void navigate(LANDING_AFTER_LOGIN.business, { replace: true });
    },
    onError: (error) => toast({ title: 'Business login failed', description: errorDescription(error), variant: 'destructive' }),
  });
}
