import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { useServerConfig } from '@marketplace/web-common/api/server-config';
import { DemoCardForm } from '@marketplace/web-common/components/payments/demo-card-form';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { confirmDemoSubscription } from '../api/confirm-demo-subscription.js';
import { PAYMENT_FAILED_FALLBACK, reportSubscriptionPaymentFailure, useSubscriptionPaid } from '../payment-outcome.js';

// Stripe.js and the provider's form are their own chunk: demo mode never downloads them.
const StripeSubscriptionForm = lazy(() => import('./stripe-subscription-form.js'));

const Wrapper = styled(Stack)`
`;

const Heading = styled(Cluster)`
  justify-content: space-between;
  & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled(Stack).attrs({ $gap: 2 })`
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.danger};
`;

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the payment form" style={{ display: 'flex', flexDirection: 'column', gap: space(3) }}>
      <Skeleton $height="42px" />
      <Skeleton $height="42px" />
      <Skeleton $height="42px" />
      <Skeleton $height="48px" />
    </div>
  );
}

/** No payment provider on the server (GET /api/config's paymentMode 'none'): no card form, a clear word instead. */
export function SubscriptionPaymentsUnavailable() {
  return (
    <Wrapper>
      <Heading>
        <h2>Payments are not available</h2>
      </Heading>
      <Lead>This marketplace is not taking card payments right now, so the subscription cannot be started yet. Please check back soon or contact support.</Lead>
    </Wrapper>
  );
}

/**
 * The first month's payment: the demo card form in demo payment mode (clearly labelled), the card
 * provider's PaymentElement in Stripe mode, as GET /api/config says.
 */
export function SubscriptionPayment({ clientSecret, renewal = false }: { clientSecret: string; renewal?: boolean }) {
  const config = useServerConfig();
  const paid = useSubscriptionPaid();
  const price = formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS);
  const payLabel = `Pay ${price}`;

  const payWithDemoCard = async (card: DemoCardInput) => {
    try {
      const confirmed = await confirmDemoSubscription(clientSecret, card);
      if (confirmed.status !== 'active') throw new Error(PAYMENT_FAILED_FALLBACK);
    } catch (error) {
      reportSubscriptionPaymentFailure(error);
      return;
    }
    await paid();
  };

  const demo = config.data?.paymentMode === 'demo';
  if (config.data?.paymentMode === 'none') return <SubscriptionPaymentsUnavailable />;

  return (
    <Wrapper>
      <Heading>
        <h2>{renewal ? 'Update your card' : 'Start your subscription'}</h2>
        {demo ? <Badge $tone="warning">Demo mode</Badge> : null}
      </Heading>
      <Lead>
        {renewal
          ? `Pay the failed ${price} invoice with another card: your deals show again at once and stay listed.`
          : `${price} today, then ${price} every month. Your deals stay listed while your subscription is active.`}
      </Lead>
      {config.isPending ? <FormSkeleton /> : null}
      {config.isError ? (
        <Problem role="alert">
          <p>The payment form could not be loaded.</p>
          <Button variant="secondary" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </Problem>
      ) : null}
      {demo ? <DemoCardForm payLabel={payLabel} onPay={payWithDemoCard} label="Subscription payment (demo)" /> : null}
      {config.data?.paymentMode === 'stripe' ? (
        config.data.stripePublishableKey ? (
          <Suspense fallback={<FormSkeleton />}>
            <StripeSubscriptionForm
              publishableKey={config.data.stripePublishableKey}
              clientSecret={clientSecret}
              payLabel={payLabel}
              onPaid={paid}
              onFailed={reportSubscriptionPaymentFailure}
            />
          </Suspense>
        ) : (
          <Problem role="alert">
            <p>Card payments are not configured on this server yet. Please contact support.</p>
          </Problem>
        )
      ) : null}
    </Wrapper>
  );
}
