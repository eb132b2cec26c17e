import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { SubscriptionConfirmationResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';

/** POST /api/demo-payments/confirm-subscription's answer; `status` is "active" when the payment went through. */
export type DemoSubscriptionConfirmed = SubscriptionConfirmationResponse;

/**
 * POST /api/demo-payments/confirm-subscription: the demo card form's stand-in for the card
 * provider's confirmation of the first month.
 * @throws ApiError 402 with the decline message for a declined test card
 */
export function confirmDemoSubscription(clientSecret: string, card: DemoCardInput): Promise<DemoSubscriptionConfirmed> {
  return apiFetch<DemoSubscriptionConfirmed>('/api/demo-payments/confirm-subscription', { method: 'POST', body: { clientSecret, card } });
}
