import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { CreatedSubscriptionResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { subscriptionQueryOptions } from '../../../api/get-subscription.js';

/** POST /api/business/create-subscription's answer: the secret to pay the first month with. */
export type SubscriptionCreated = CreatedSubscriptionResponse;

/**
 * POST /api/business/create-subscription: a $25.00 monthly subscription, incomplete until paid.
 * @throws ApiError 409 when the business already has an active subscription
 */
export function createSubscription(): Promise<SubscriptionCreated> {
  return apiFetch<SubscriptionCreated>('/api/business/create-subscription', { method: 'POST' });
}

/**
 * The subscription this page created when the server had none, cached under the subscription's
 * key so that refreshing the subscription drops it too. Creating is idempotent on the server, and
 * a query (not an effect) makes sure one page visit sends it once.
 */
export const createdSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: [...subscriptionQueryOptions().queryKey, 'created'], queryFn: () => createSubscription() });
