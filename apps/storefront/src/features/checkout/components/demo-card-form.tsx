import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  DEMO_CARD_DEFAULTS,
  EXPIRY_MAX_LENGTH,
  demoCardSchema,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type DemoCardInput,
} from '@marketplace/core/purchases/schemas/demo-card.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { DEMO_PAYMENT_DELAY_MS } from '@marketplace/web-common/ui-constants';
import { confirmDemoPayment } from '../api/checkout-api.js';
import { ReportedFailure, recordPurchase, reportPaymentFailure, startPayment, type PaymentProps } from '../payment-steps.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(3)};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.warningSoft};
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FIELDS = [
  { name: 'cardNumber', label: 'Card number', format: formatCardNumber, maxLength: CARD_NUMBER_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'cc-number' },
  { name: 'expiry', label: 'Expiry (MM/YY)', format: formatExpiry, maxLength: EXPIRY_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'cc-exp' },
  { name: 'cvc', label: 'CVC', format: formatCvc, maxLength: CVC_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'cc-csc' },
  { name: 'nameOnCard', label: 'Name on card', format: (value: string) => value, maxLength: 100, inputMode: 'text', autoComplete: 'cc-name' },
] as const;

/**
 * The demo card form (demo payment mode): prefilled with the test card, validated with core's
 * demoCardSchema; paying starts the intent, waits DEMO_PAYMENT_DELAY_MS, confirms it on the demo
 * gateway, then records the purchase.
 */
export function DemoCardForm({ request, idempotencyKey, amountLabel, onPurchased }: PaymentProps) {
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, setValue } = useForm<DemoCardInput>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { ...DEMO_CARD_DEFAULTS },
  });
  const { errors } = formState;

  const pay = async (card: DemoCardInput) => {
    setBusy(true);
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
      onPurchased(await recordPurchase(intent, request.dealId, paymentIntentId));
    } catch (error) {
      if (!(error instanceof ReportedFailure)) reportPaymentFailureQuietly(error);
    } finally {
      setBusy(false);
    }
  };

  const renderField = (field: (typeof FIELDS)[number]) => {
    const id = `card-${field.name}`;
    const error = errors[field.name]?.message;
    return (
      <Field label={field.label} htmlFor={id} error={error}>
        <Input
          id={id}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={`${id}-error`}
          {...register(field.name, {
            onChange: (event: { target: HTMLInputElement }) => {
              const formatted = field.format(event.target.value);
              if (formatted !== event.target.value) setValue(field.name, formatted, { shouldValidate: formState.isSubmitted });
            },
          })}
        />
      </Field>
    );
  };

  return (
    <Form noValidate aria-label="Demo card payment" onSubmit={handleSubmit(pay)}>
      <Note>Demo payment mode: no real card is charged. 4000 0000 0000 0002 is declined.</Note>
      {renderField(FIELDS[0])}
      <Row>
        {renderField(FIELDS[1])}
        {renderField(FIELDS[2])}
      </Row>
      {renderField(FIELDS[3])}
      <Button type="submit" size="lg" variant="savings" block loading={busy}>
        {busy ? 'Processing…' : `Pay ${amountLabel}`}
      </Button>
    </Form>
  );
}

function reportPaymentFailureQuietly(error: unknown) {
  try {
    reportPaymentFailure(error);
  } catch {
    // reported
  }
}
