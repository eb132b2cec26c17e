import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { SubscriptionView } from './get-subscription.js';

/** POST /api/business/create-subscription's answer: the secret to pay the first month with. */
export interface SubscriptionCreated {
  clientSecret: string;
  subscription: SubscriptionView;
}

/**
 * POST /api/business/create-subscription: a $25.00 monthly subscription, incomplete until paid.
 * @throws ApiError 409 when the business already has an active subscription
 */
export function createSubscription(): Promise<SubscriptionCreated> {
  return apiFetch<SubscriptionCreated>('/api/business/create-subscription', { method: 'POST' });
}
