import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/api-client.js';
import { toast, toastAcrossPageLoad } from '../../toast/toast-store.js';
import { LANDING_AFTER_LOGIN } from '../../ui-constants.js';
import type { Account } from '../account.js';
import { setSignedInAccount } from './get-current-account.js';

export type DemoKind = 'user' | 'business';

/** POST /api/demo-login/{user|business} (demo mode only). */
export function demoLogIn(kind: DemoKind): Promise<Account> {
  return apiFetch<Account>(`/api/demo-login/${kind}`, { method: 'POST' });
}

/** The toast of a demo login (business-side section 8), carried over the redirect that follows it. */
export function demoLoginSuccess(kind: DemoKind) {
  return { title: 'Demo Login Successful', description: `You're now logged in as a demo ${kind}` };
}

/**
 * What the "Login Failed" toast says (business-side section 5): the server's own message; for an
 * answer without one, "Could not log in with demo user account" (or business); for any other
 * error its message, else "An unknown error occurred".
 */
export function demoLoginFailureDescription(error: unknown, kind: DemoKind): string {
  if (error instanceof ApiError) return error.serverMessage ?? `Could not log in with demo ${kind} account`;
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
}

/**
 * Signs in as a demo account, stores it and lands with a full page load (/profile or
 * /business/dashboard; a customer goes to `customerLanding` when given, a safe same-origin path).
 * A failure raises the "Login Failed" toast.
 */
export function useDemoLogin(options: { onFailure?: () => void; customerLanding?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoLogIn,
    onSuccess: (account, kind) => {
      setSignedInAccount(queryClient, account);
      toastAcrossPageLoad(demoLoginSuccess(kind));
      window.location.assign(account.type === 'user' && options.customerLanding ? options.customerLanding : LANDING_AFTER_LOGIN[account.type]);
    },
    onError: (error, kind) => {
      console.error('Login failed', error);
      options.onFailure?.();
      toast({ title: 'Login Failed', description: demoLoginFailureDescription(error, kind), variant: 'destructive' });
    },
  });
}
