import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.js';

/** GET /api/config, the parts a payment form needs: the mode and the publishable key (never from the build). */
export interface PaymentConfig {
  demoMode: boolean;
  paymentMode: 'stripe' | 'demo';
  stripePublishableKey: string | null;
}

export const serverConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => apiFetch<PaymentConfig>('/api/config', { signal }) });

export function useServerConfig() {
  return useQuery(serverConfigQueryOptions());
}
