import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingResponse, SubscriptionResponse, SubscriptionStateResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A subscription as the server presents it (core's response type). */
export type SubscriptionView = SubscriptionResponse;

/** Where the business's listing stands (core's response type). */
export type ListingView = ListingResponse;

/**
 * GET /api/business/subscription (business-side section 4): the subscription when paid up or in
 * its grace period, a client secret to pay with (a new subscription's, or a failed renewal's), and
 * where the listing stands.
 */
export type SubscriptionAnswer = SubscriptionStateResponse;

export function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionAnswer> {
  return apiFetch<SubscriptionAnswer>('/api/business/subscription', signal ? { signal } : {});
}

/** The server's answer as it is; the subscription page's own created subscription lives under this key too. */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'subscription'], queryFn: ({ signal }) => getSubscription({ signal }) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
