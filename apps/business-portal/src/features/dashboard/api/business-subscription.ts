import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** The subscription as GET /api/business/subscription presents it (apps/http misc presenter). */
export interface SubscriptionSummary {
  id: number;
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  createdAt: string;
}

/** Business-side section 4: the paid-up subscription, else a client secret to pay with, else nothing. */
export interface SubscriptionAnswer {
  subscription?: SubscriptionSummary;
  clientSecret?: string;
}

export function getBusinessSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionAnswer> {
  return apiFetch<SubscriptionAnswer>('/api/business/subscription', signal ? { signal } : {});
}

export const businessSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'subscription'], queryFn: ({ signal }) => getBusinessSubscription({ signal }) });

export function useBusinessSubscription() {
  return useQuery(businessSubscriptionQueryOptions());
}
