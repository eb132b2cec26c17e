import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { PAYMENT_FAILED_FALLBACK } from '../payment-outcome.js';

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })`
`;

export interface StripeSubscriptionFormProps {
  publishableKey: string;
  /** The subscription's first-invoice client secret. */
  clientSecret: string;
  payLabel: string;
  onPaid: () => Promise<void>;
  onFailed: (error: Error) => void;
}

/**
 * The card provider's payment form for the first month (Stripe mode only: this module and
 * Stripe.js are their own chunk). confirmPayment stays on the page unless the bank requires a
 * redirect, which comes back to the business dashboard.
 */
export default function StripeSubscriptionForm({ publishableKey, clientSecret, ...props }: StripeSubscriptionFormProps) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ payLabel, onPaid, onFailed }: Omit<StripeSubscriptionFormProps, 'publishableKey' | 'clientSecret'>) {
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
        confirmParams: { return_url: `${window.location.origin}/business/dashboard` },
        redirect: 'if_required',
      });
      if (result.error) throw new Error(result.error.message ?? PAYMENT_FAILED_FALLBACK);
      if (result.paymentIntent.status !== 'succeeded' && result.paymentIntent.status !== 'processing') throw new Error(PAYMENT_FAILED_FALLBACK);
      await onPaid();
    } catch (error) {
      onFailed(error instanceof Error ? error : new Error(PAYMENT_FAILED_FALLBACK));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <PaymentElement />
      <Button type="submit" size="lg" variant="savings" block loading={busy} disabled={!stripe || !elements}>
        {busy ? 'Processing…' : payLabel}
      </Button>
    </Form>
  );
}
