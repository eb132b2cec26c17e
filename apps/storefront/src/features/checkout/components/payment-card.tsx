import { Suspense, lazy, useState } from 'react';
import { dollarsToCents } from '@marketplace/core/shared/domain/money';
import { useServerConfig } from '@marketplace/web-common/api/server-config';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import type { Purchase } from '../../../api/get-my-purchases.js';
import type { PaymentIntentRequest } from '../api/create-payment-intent.js';
import type { PaymentProps } from '../payment-steps.js';
import { DemoCardForm } from './demo-card-form.js';
import { PaymentsUnavailable } from './payments-unavailable.js';

// Stripe.js and the provider's form are their own chunk: demo mode never downloads them.
const StripePayment = lazy(() => import('./stripe-payment.js'));

export interface PaymentCardProps {
  dealId: number;
  request: PaymentIntentRequest;
  amountLabel: string;
  onPurchased: (purchase: Purchase) => void;
  gift?: PaymentProps['gift'];
  onGifted?: PaymentProps['onGifted'];
}

/** The Payment card: the form GET /api/config's paymentMode calls for, or why there is none. */
export function PaymentCard({ dealId, request, amountLabel, onPurchased, gift, onGifted }: PaymentCardProps) {
  const config = useServerConfig();
  // One key per page load and tier: a retried request never makes a second intent, a new tier does.
  const [pageKey] = useState(() => crypto.randomUUID());
  const idempotencyKey = `${pageKey}-${dollarsToCents(request.customPrice)}-${request.redemptions}`;
  const props = { request, idempotencyKey, amountLabel, onPurchased, gift, onGifted };
  return (
    <Card>
      <CardBody>
        <CardTitle>Payment</CardTitle>
        {config.isPending ? (
          <Skeleton $height="18rem" />
        ) : config.isError ? (
          <StatePanel icon="⚠️" role="alert" title="Payment is unavailable" text="Could not load the payment settings." actions={<Button onClick={() => void config.refetch()}>Try again</Button>} />
        ) : config.data.paymentMode === 'demo' ? (
          <DemoCardForm {...props} />
        ) : config.data.paymentMode === 'stripe' && config.data.stripePublishableKey ? (
          <Suspense fallback={<Skeleton $height="18rem" />}>
            <StripePayment key={dealId} publishableKey={config.data.stripePublishableKey} {...props} />
          </Suspense>
        ) : (
          // paymentMode 'none', or Stripe without its publishable key: nothing can take the card.
          <PaymentsUnavailable />
        )}
      </CardBody>
    </Card>
  );
}
