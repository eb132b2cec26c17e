import { useMutation } from '@tanstack/react-query';
import type { ConnectOnboardingResponse } from '@marketplace/core/connect/schemas/connect.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';

/**
 * POST /api/business/connect/onboarding: the payout account is created the first time, then a
 * fresh one-time link to Stripe's onboarding (or the demo mode's page).
 */
export function startConnectOnboarding(): Promise<ConnectOnboardingResponse> {
  return apiFetch<ConnectOnboardingResponse>('/api/business/connect/onboarding', { method: 'POST' });
}

/** Where the browser goes with the link: Stripe's site (a full page load), or the demo page. */
export type LeavePortal = (url: string) => void;

/** "Get paid": asks for a link and goes there; the browser leaves the portal until onboarding returns. */
export function useStartConnectOnboarding(leave: LeavePortal = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: startConnectOnboarding,
    onSuccess: ({ url }) => leave(url),
    onError: (error) => toast({ title: 'Could not start payout setup', description: errorDescription(error), variant: 'destructive' }),
  });
}
