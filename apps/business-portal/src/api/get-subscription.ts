import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A subscription as the server presents it (apps/http presentSubscription). */
export interface SubscriptionView {
  id: number;
  /** The provider's status: active, trialing, incomplete, past_due, canceled ... */
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  createdAt: string;
}

/** GET /api/business/subscription (business-side section 4): the paid-up subscription, or the secret of one awaiting payment, or neither. */
export interface SubscriptionAnswer {
  subscription?: SubscriptionView;
  clientSecret?: string;
}

export function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionAnswer> {
  return apiFetch<SubscriptionAnswer>('/api/business/subscription', signal ? { signal } : {});
}

/** The server's answer as it is; the subscription page's own created subscription lives under this key too. */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'subscription'], queryFn: ({ signal }) => getSubscription({ signal }) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
