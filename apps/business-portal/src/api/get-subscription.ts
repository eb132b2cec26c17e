import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse, SubscriptionStateResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A subscription as the server presents it (core's response type). */
export type SubscriptionView = SubscriptionResponse;

type Member<Key extends string> = Extract<SubscriptionStateResponse, Record<Key, unknown>>;

/**
 * GET /api/business/subscription (business-side section 4): the paid-up subscription, or the
 * secret of one awaiting payment, or neither. Core's union, read with both members optional.
 */
export type SubscriptionAnswer = Partial<Member<'subscription'> & Member<'clientSecret'>>;

export function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionAnswer> {
  return apiFetch<SubscriptionAnswer>('/api/business/subscription', signal ? { signal } : {});
}

/** The server's answer as it is; the subscription page's own created subscription lives under this key too. */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'subscription'], queryFn: ({ signal }) => getSubscription({ signal }) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
