import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { demoLogIn, demoLoginSuccess, type DemoKind } from '@marketplace/web-common/session/api/demo-login';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';
import { toast, toastAcrossPageLoad } from '@marketplace/web-common/toast/toast-store';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';

const UNKNOWN_ERROR = 'An unknown error occurred';

/** The toast text of a failed demo login (business-side section 8): the error's message, or the fallback. */
export function demoLoginFailure(error: unknown): string {
  if (!(error instanceof Error)) return UNKNOWN_ERROR;
  return errorDescription(error) || UNKNOWN_ERROR;
}

/**
 * The portal's Quick Testing Access: signs in as a demo account, says so in a toast and lands with
 * a full page load (/profile for the customer, /business/dashboard for the business). `land`
 * defaults to that full page load.
 */
export function usePortalDemoLogin(land: (path: string) => void = (path) => window.location.assign(path)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DemoKind) => demoLogIn(kind),
    onSuccess: (account, kind) => {
      setSignedInAccount(queryClient, account);
      toastAcrossPageLoad(demoLoginSuccess(kind));
      land(LANDING_AFTER_LOGIN[account.type]);
    },
    onError: (error) => toast({ title: 'Login Failed', description: demoLoginFailure(error), variant: 'destructive' }),
  });
}
