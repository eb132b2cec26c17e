import { useQueryClient } from '@tanstack/react-query';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { subscriptionQueryOptions } from '../../api/get-subscription.js';
import { ApiError } from '@marketplace/web-common/api/api-client';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { useNavigateAndWait } from '@marketplace/web-common/components/app-shell/app-router';

/** The provider's fixed fallback when a payment fails without a message of its own. */
export const PAYMENT_FAILED_FALLBACK = 'An error occurred during payment';

/** Business-side section 8: a failed subscription payment is "Payment Failed" with the provider's message. */
export function reportSubscriptionPaymentFailure(error: unknown): void {
  const message = error instanceof ApiError ? (error.serverMessage ?? PAYMENT_FAILED_FALLBACK) : error instanceof Error && error.message ? error.message : PAYMENT_FAILED_FALLBACK;
  toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
}

/**
 * After a successful payment: the subscription and the current account refreshed (its
 * subscriptionActive flag changed), the dashboard, then the toast (business-side section 4). The
 * toast comes after the move so its 5 seconds are spent where the business can read it, and the
 * move does not wait on the refetches.
 */
export function useSubscriptionPaid(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigateAndWait();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: currentAccountQueryOptions().queryKey });
    await navigate('/business/dashboard');
    toast({ title: 'Subscription Active', description: `Thank you! Your ${formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)} monthly subscription is now active.` });
  };
}
