import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { reassignGiftPayloadSchema, type ReassignGiftPayloadInput } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import { useSentGifts, type SentGift } from '../../../api/get-sent-gifts.js';
import { useReassignGift } from '../api/reassign-gift.js';
import { useResendGift } from '../api/resend-gift.js';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
`;

const Item = styled(Card)`
  padding: ${space(4)};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  margin: ${space(6)} 0 ${space(3)};
`;

function ReassignForm({ gift, onDone }: { gift: SentGift; onDone: () => void }) {
  const reassign = useReassignGift();
  const { register, handleSubmit, formState } = useForm<ReassignGiftPayloadInput>({ resolver: zodResolver(reassignGiftPayloadSchema), defaultValues: { recipientName: '', recipientEmail: '' } });
  const { errors } = formState;
  return (
    <Stack as="form" $gap={3} noValidate aria-label="Reassign the gift" onSubmit={handleSubmit((recipient) => reassign.mutate({ id: gift.id, recipient }, { onSuccess: onDone }))}>
      <Field label="New recipient's name" htmlFor="reassign-name" error={errors.recipientName?.message}>
        <Input id="reassign-name" $invalid={!!errors.recipientName} aria-invalid={!!errors.recipientName} aria-describedby="reassign-name-error" {...register('recipientName')} />
      </Field>
      <Field label="New recipient's email" htmlFor="reassign-email" error={errors.recipientEmail?.message}>
        <Input id="reassign-email" type="email" $invalid={!!errors.recipientEmail} aria-invalid={!!errors.recipientEmail} aria-describedby="reassign-email-error" {...register('recipientEmail')} />
      </Field>
      <Button type="submit" loading={reassign.isPending}>
        Reassign
      </Button>
    </Stack>
  );
}

function GiftItem({ gift, onReassign }: { gift: SentGift; onReassign: (gift: SentGift) => void }) {
  const resend = useResendGift();
  const title = gift.deal?.title ?? 'A deal';
  return (
    <li>
      <Item data-testid="sent-gift">
        <Stack $gap={2}>
          <Cluster $gap={2} style={{ justifyContent: 'space-between' }}>
            <h3>{title}</h3>
            <Badge $tone={gift.state === 'claimed' ? 'success' : 'neutral'}>{gift.state === 'claimed' ? 'Claimed' : gift.state === 'sent' ? 'Sent' : `Sends on ${gift.sendOn}`}</Badge>
          </Cluster>
          {gift.business ? <Meta>{gift.business.name}</Meta> : null}
          <p data-testid="sent-gift-label">{gift.label}</p>
          {gift.state === 'claimed' ? null : (
            <Cluster $gap={2}>
              <Meta>To {gift.recipientEmail}</Meta>
              <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate(gift.id)} aria-label={`Resend the gift: ${title}`}>
                Resend
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onReassign(gift)} aria-label={`Reassign the gift: ${title}`}>
                Reassign
              </Button>
            </Cluster>
          )}
        </Stack>
      </Item>
    </li>
  );
}

/** My Deals' gifts the customer bought: no code or pass (the buyer never redeems a gift), resend and reassign until claimed. */
export function SentGifts() {
  const gifts = useSentGifts(true);
  const [reassigning, setReassigning] = useState<SentGift | null>(null);
  if (gifts.isPending) return <Skeleton $height="6rem" $radius="12px" aria-label="Loading your gifts" />;
  if (gifts.isError) {
    return <StatePanel icon="⚠️" role="alert" title="Could not load your gifts" text="Something went wrong." actions={<Button onClick={() => void gifts.refetch()}>Try again</Button>} />;
  }
  if (gifts.data.length === 0) return null;
  return (
    <section aria-label="Gifts you sent">
      <Heading>Gifts you sent</Heading>
      <List>
        {gifts.data.map((gift) => (
          <GiftItem key={gift.id} gift={gift} onReassign={setReassigning} />
        ))}
      </List>
      <Dialog open={reassigning !== null} onClose={() => setReassigning(null)} title="Give this gift to someone else?">
        <p>The earlier link stops working and the new recipient gets the email.</p>
        {reassigning ? <ReassignForm gift={reassigning} onDone={() => setReassigning(null)} /> : null}
      </Dialog>
    </section>
  );
}
