import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionChangeResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { subscriptionQueryOptions } from '../../../api/get-subscription.js';

/** What the subscription page can do to a paid-up subscription. */
export type SubscriptionChange = 'cancel' | 'resume';

/**
 * POST /api/business/subscription/cancel (ends at the period's end) or /resume (renews again).
 * @throws ApiError 409 when there is no active subscription to change
 */
export function changeSubscription(change: SubscriptionChange): Promise<SubscriptionChangeResponse> {
  return apiFetch<SubscriptionChangeResponse>(`/api/business/subscription/${change}`, { method: 'POST' });
}

/** Changes the subscription, then reloads the page's answer (the listing moves with it). */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions().queryKey }),
  });
}
