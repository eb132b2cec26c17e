import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { connectStateQueryOptions, type ConnectState } from './get-connect-state.js';

/** POST /api/business/connect/check: the server reads the payout account from Stripe now (back from onboarding). */
export function checkConnectAccount(): Promise<ConnectState> {
  return apiFetch<ConnectState>('/api/business/connect/check', { method: 'POST' });
}

/** The check's answer replaces the stored state on screen at once. */
export function useCheckConnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkConnectAccount,
    onSuccess: (state) => queryClient.setQueryData(connectStateQueryOptions().queryKey, state),
  });
}
