import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { calendarDate } from '@marketplace/core/deals/domain/deal-defaults';
import { addDays, GIFT_MAX_DAYS_AHEAD, GIFT_MESSAGE_MAX_LENGTH } from '@marketplace/core/gifts/domain/gift';
import { giftDetailsSchema, type GiftDetailsInput } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input, TextArea } from '@marketplace/web-common/components/ui/input';

/** The browser's zone, which says when the buyer's "today" is (the server checks the date in it). */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * "This is a gift": the recipient, a message and the send date, on core's giftDetailsSchema. Tells
 * the checkout the details once they are valid, null while they are not (or it is not a gift), and
 * whether it is a gift at all.
 */
export function GiftOption({ onChange }: { onChange: (gift: { wanted: boolean; details: GiftDetailsInput | null }) => void }) {
  const [wanted, setWanted] = useState(false);
  const [timeZone] = useState(browserTimeZone);
  const today = calendarDate(new Date(), timeZone);
  const { register, control, formState } = useForm<GiftDetailsInput>({
    mode: 'onTouched',
    resolver: zodResolver(giftDetailsSchema),
    defaultValues: { recipientName: '', recipientEmail: '', message: '', sendOn: today, timeZone },
  });
  const values = useWatch({ control });
  const parsed = giftDetailsSchema.safeParse(values);
  const details = wanted && parsed.success ? { ...values, timeZone } as GiftDetailsInput : null;
  const key = JSON.stringify([wanted, details]);
  useEffect(() => {
    onChange({ wanted, details });
    // The key stands for both: a new object with the same fields is no change.
  }, [key]);
  const { errors } = formState;
  const field = (name: 'recipientName' | 'recipientEmail' | 'message' | 'sendOn') => ({
    id: `gift-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': `gift-${name}-error`,
    $invalid: !!errors[name],
    ...register(name),
  });

  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">Gift</CardTitle>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={wanted} onChange={(event) => setWanted(event.target.checked)} />
          This is a gift
        </label>
        {wanted ? (
          <Stack $gap={3} role="group" aria-label="Gift details">
            <Field label="Recipient's name" htmlFor="gift-recipientName" error={errors.recipientName?.message}>
              <Input type="text" autoComplete="off" {...field('recipientName')} />
            </Field>
            <Field label="Recipient's email" htmlFor="gift-recipientEmail" error={errors.recipientEmail?.message}>
              <Input type="email" autoComplete="off" {...field('recipientEmail')} />
            </Field>
            <Field label={`Message (optional, up to ${GIFT_MESSAGE_MAX_LENGTH} characters)`} htmlFor="gift-message" error={errors.message?.message}>
              <TextArea rows={3} maxLength={GIFT_MESSAGE_MAX_LENGTH} {...field('message')} />
            </Field>
            <Field label="Send on" htmlFor="gift-sendOn" error={errors.sendOn?.message}>
              <Input type="date" min={today} max={addDays(today, GIFT_MAX_DAYS_AHEAD)} {...field('sendOn')} />
            </Field>
          </Stack>
        ) : null}
      </CardBody>
    </Card>
  );
}
