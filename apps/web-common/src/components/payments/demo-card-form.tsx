import { useId, useState, type FormHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
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
import { space } from '../../theme.js';
import { Button } from '../ui/button.js';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })<FormHTMLAttributes<HTMLFormElement>>`
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

const FIELDS = [
  { name: 'cardNumber', label: 'Card number', format: formatCardNumber, maxLength: CARD_NUMBER_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'cc-number' },
  { name: 'expiry', label: 'Expiry (MM/YY)', format: formatExpiry, maxLength: EXPIRY_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'cc-exp' },
  { name: 'cvc', label: 'CVC', format: formatCvc, maxLength: CVC_MAX_LENGTH, inputMode: 'numeric', autoComplete: 'cc-csc' },
  { name: 'nameOnCard', label: 'Name on card', format: (value: string) => value, maxLength: 100, inputMode: 'text', autoComplete: 'cc-name' },
] as const;

export interface DemoCardFormProps {
  /** The submit button's text, e.g. "Pay $15.00". */
  payLabel: string;
  /**
   * Pays with the validated card. The button shows "Processing…" until the promise settles and is
   * enabled again afterwards; reporting a failure (a toast) is the caller's job.
   */
  onPay: (card: DemoCardInput) => Promise<unknown>;
  /** The form's accessible name. */
  label?: string;
}

/**
 * The demo payment mode's card form, shared by the storefront's checkout and the business
 * subscription: prefilled with the test card, formatted while typing and validated with core's
 * demoCardSchema ("Required" / "Invalid input"). No real card is charged, and the form says so.
 */
export function DemoCardForm({ payLabel, onPay, label = 'Demo card payment' }: DemoCardFormProps) {
  const idPrefix = useId();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, setValue } = useForm<DemoCardInput>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { ...DEMO_CARD_DEFAULTS },
  });
  const { errors } = formState;

  const pay = async (card: DemoCardInput) => {
    setBusy(true);
    try {
      await onPay(card);
    } catch {
      // The caller reported it; the button comes back for another try.
    } finally {
      setBusy(false);
    }
  };

  const renderField = (field: (typeof FIELDS)[number]) => {
    const id = `${idPrefix}card-${field.name}`;
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
    <Form noValidate aria-label={label} onSubmit={handleSubmit(pay)}>
      <Note>Demo payment mode: no real card is charged. 4000 0000 0000 0002 is declined.</Note>
      {renderField(FIELDS[0])}
      <Row>
        {renderField(FIELDS[1])}
        {renderField(FIELDS[2])}
      </Row>
      {renderField(FIELDS[3])}
      <Button type="submit" size="lg" variant="savings" block loading={busy}>
        {busy ? 'Processing…' : payLabel}
      </Button>
    </Form>
  );
}
