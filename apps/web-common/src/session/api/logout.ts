import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch, errorDescription } from '../../api/api-client.js';
import { toast, toastAcrossPageLoad } from '../../toast/toast-store.js';
import { LOGOUT_REDIRECT_DELAY_MS } from '../../ui-constants.js';
import { clearAccountStorage } from '../account-storage.js';
import { currentAccountQueryOptions } from './get-current-account.js';

/** POST /api/logout. */
export function logOut(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/logout', { method: 'POST' });
}

/**
 * Clears the account and its data on this device, then returns to / after 300 ms. `go` moves
 * within the app (a router navigate); it defaults to a full page load, which suits pages of the
 * other web app.
 */
export function useLogout(navigate?: (path: string) => void) {
  const go = navigate ?? ((path: string) => window.location.assign(path));
  // A full page load would wipe the toast: it is carried over to the storefront home then.
  const say = navigate ? toast : toastAcrossPageLoad;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      clearAccountStorage();
      queryClient.setQueryData(currentAccountQueryOptions().queryKey, null);
      say({ title: 'Logged out', description: 'You have been successfully logged out.' });
      window.setTimeout(() => go('/'), LOGOUT_REDIRECT_DELAY_MS);
    },
    onError: (error) => toast({ title: 'Logout failed', description: errorDescription(error), variant: 'destructive' }),
  });
}
