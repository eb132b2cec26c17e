import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-client.js';
import { LANDING_AFTER_LOGIN } from '../../ui-constants.js';
import type { Account } from '../account.js';
import { currentAccountQueryOptions } from './get-current-account.js';

export type DemoKind = 'user' | 'business';

/** POST /api/demo-login/{user|business} (demo mode only). */
export function demoLogIn(kind: DemoKind): Promise<Account> {
  return apiFetch<Account>(`/api/demo-login/${kind}`, { method: 'POST' });
}

/**
 * Signs in as a demo account, stores it and lands with a full page load (/profile or
 * /business/dashboard). A failure is only logged (customer-side section 8).
 */
export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoLogIn,
    onSuccess: (account) => {
      queryClient.setQueryData(currentAccountQueryOptions().queryKey, account);
      window.location.assign(LANDING_AFTER_LOGIN[account.type]);
    },
    onError: (error) => console.error('Login failed', error),
  });
}
