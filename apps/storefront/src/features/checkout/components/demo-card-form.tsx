import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { DemoCardForm as CardForm } from '@marketplace/web-common/components/payments/demo-card-form';
import { DEMO_PAYMENT_DELAY_MS } from '@marketplace/web-common/ui-constants';
import { confirmDemoPayment } from '../api/confirm-demo-payment.js';
import { finishCheckout, ReportedFailure, reportPaymentFailure, startPayment, type PaymentProps } from '../payment-steps.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The checkout's demo card form (demo payment mode): web-common's card form, whose paying starts
 * the intent, waits DEMO_PAYMENT_DELAY_MS, confirms it on the demo gateway, then records the purchase.
 */
export function DemoCardForm(props: PaymentProps) {
  const { request, idempotencyKey, amountLabel } = props;
  const pay = async (card: DemoCardInput) => {
    try {
      const intent = await startPayment(request, idempotencyKey);
      await wait(DEMO_PAYMENT_DELAY_MS);
      let paymentIntentId: string;
      try {
        const confirmed = await confirmDemoPayment(intent.clientSecret, card);
        if (confirmed.status !== 'succeeded') throw new Error('An error occurred during payment');
        paymentIntentId = confirmed.paymentIntentId;
      } catch (error) {
        reportPaymentFailure(error);
      }
      await finishCheckout(props, intent, paymentIntentId);
    } catch (error) {
      if (!(error instanceof ReportedFailure)) reportPaymentFailureQuietly(error);
    }
  };

  return <CardForm payLabel={`Pay ${amountLabel}`} onPay={pay} />;
}

function reportPaymentFailureQuietly(error: unknown) {
  try {
    reportPaymentFailure(error);
  } catch {
    // reported
  }
}
