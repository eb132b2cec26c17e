import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '@marketplace/web-common/components/ui/button';
import type { PaymentIntentStarted } from '../api/create-payment-intent.js';
import { finishCheckout, ReportedFailure, reportPaymentFailure, startPayment, type PaymentProps } from '../payment-steps.js';

/**
 * The card provider's payment form (Stripe mode only; this module and Stripe.js are their own
 * chunk, loaded only when GET /api/config says paymentMode 'stripe'). The intent is created for the
 * chosen tier, then Elements collects the card and confirmPayment stays on the page unless the
 * bank requires a redirect (back to /profile).
 */
export default function StripePayment({ publishableKey, ...props }: PaymentProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const [intent, setIntent] = useState<PaymentIntentStarted | null>(null);
  const [starting, setStarting] = useState(false);

  if (!intent) {
    const begin = async () => {
      setStarting(true);
      try {
        setIntent(await startPayment(props.request, props.idempotencyKey));
      } catch {
        // startPayment has shown its toast
      } finally {
        setStarting(false);
      }
    };
    return (
      <Button size="lg" variant="savings" block loading={starting} onClick={() => void begin()}>
        Continue to payment
      </Button>
    );
  }

  return (
    <Elements stripe={stripePromise} options={{ clientSecret: intent.clientSecret }}>
      <StripeForm intent={intent} {...props} />
    </Elements>
  );
}

function StripeForm({ intent, ...props }: PaymentProps & { intent: PaymentIntentStarted }) {
  const { amountLabel } = props;
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/profile` },
        redirect: 'if_required',
      });
      if (result.error) reportPaymentFailure(new Error(result.error.message ?? 'An error occurred during payment'));
      if (result.paymentIntent.status !== 'succeeded' && result.paymentIntent.status !== 'processing') {
        reportPaymentFailure(new Error('An error occurred during payment'));
      }
      await finishCheckout(props, intent, result.paymentIntent.id);
    } catch (error) {
      if (!(error instanceof ReportedFailure)) {
        try {
          reportPaymentFailure(error);
        } catch {
          // reported
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card payment" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PaymentElement />
      <Button type="submit" size="lg" variant="savings" block loading={busy} disabled={!stripe || !elements}>
        {`Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
