import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { connectStateQueryOptions, type ConnectState } from './get-connect-state.js';

/** POST /api/demo-payments/connect/complete (demo mode only): the demo payout account is complete. */
export function completeDemoOnboarding(accountId: string): Promise<ConnectState> {
  return apiFetch<ConnectState>('/api/demo-payments/connect/complete', { method: 'POST', body: { accountId } });
}

export function useCompleteDemoOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDemoOnboarding,
    onSuccess: (state) => queryClient.setQueryData(connectStateQueryOptions().queryKey, state),
    onError: (error) => toast({ title: 'Could not complete onboarding', description: errorDescription(error), variant: 'destructive' }),
  });
}
