import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { REVIEW_MAX_STARS } from '@marketplace/core/reviews/domain/review';
import { REVIEW_FORM_DEFAULTS, reviewPayloadSchema, type ReviewPayload } from '@marketplace/core/reviews/schemas/review.schema';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { TextArea } from '@marketplace/web-common/components/ui/input';
import { ReviewItem } from '@marketplace/web-common/components/deal/review-item';
import { space } from '@marketplace/web-common/theme';
import type { Purchase } from '../../../api/get-my-purchases.js';
import type { MyReview } from '../api/get-my-reviews.js';
import { useSaveReview } from '../api/save-review.js';

const Panel = styled(Stack).attrs({ $gap: 2 })`
  margin-top: ${space(2)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StarButton = styled.button<{ $on: boolean }>`
  border: none;
  background: none;
  padding: 0 ${space(0.5)};
  font-size: ${({ theme }) => theme.font.sizes['2xl']};
  line-height: 1;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.textMuted)};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const HiddenNotice = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The stars and the text of a review, on core's reviewPayloadSchema. */
function ReviewForm({ id, initial, onSubmit, onCancel, saving }: { id: string; initial: ReviewPayload; onSubmit: (values: ReviewPayload) => void; onCancel: () => void; saving: boolean }) {
  const form = useForm<ReviewPayload>({ resolver: zodResolver(reviewPayloadSchema), defaultValues: initial });
  const { field: rating, fieldState: ratingState } = useController({ control: form.control, name: 'rating' });
  const textError = form.formState.errors.text?.message;
  return (
    <Stack as="form" $gap={3} noValidate aria-label="Rate and review" onSubmit={form.handleSubmit(onSubmit)}>
      <div role="radiogroup" aria-label="Stars" aria-describedby={`${id}-rating-error`}>
        {Array.from({ length: REVIEW_MAX_STARS }, (_, index) => index + 1).map((stars) => (
          <StarButton
            key={stars}
            type="button"
            role="radio"
            aria-checked={rating.value === stars}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            $on={rating.value >= stars}
            onClick={() => rating.onChange(stars)}
          >
            ★
          </StarButton>
        ))}
        {ratingState.error?.message ? (
          <ErrorText id={`${id}-rating-error`} role="alert">
            {ratingState.error.message}
          </ErrorText>
        ) : null}
      </div>
      <Field label="Your review" htmlFor={`${id}-text`} error={textError}>
        <TextArea id={`${id}-text`} rows={4} $invalid={!!textError} aria-invalid={!!textError} aria-describedby={`${id}-text-error`} {...form.register('text')} />
      </Field>
      <Cluster $gap={2}>
        <Button type="submit" size="sm" loading={saving}>
          Save review
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Cluster>
    </Stack>
  );
}

/**
 * Under a purchase in My Deals, once a use was redeemed: "How was <business>?" with a way to write
 * the review, or the customer's review with Edit while its 30 days last (and the marketplace's
 * reason when it hid it).
 */
export function PurchaseReview({ purchase, review }: { purchase: Purchase; review: MyReview | undefined }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveReview();
  const businessName = purchase.business?.name ?? 'the business';
  if (!review && purchase.redemptionsUsed === 0) return null;
  const submit = (values: ReviewPayload) =>
    save.mutate({ purchaseId: purchase.id, reviewId: review?.id ?? null, values }, { onSuccess: () => setEditing(false) });
  if (editing) {
    return (
      <Panel data-testid="review-panel">
        <strong>How was {businessName}?</strong>
        <ReviewForm
          id={`review-${purchase.id}`}
          initial={review ? { rating: review.rating, text: review.text } : { ...REVIEW_FORM_DEFAULTS }}
          onSubmit={submit}
          onCancel={() => setEditing(false)}
          saving={save.isPending}
        />
      </Panel>
    );
  }
  if (!review) {
    return (
      <Panel data-testid="review-panel">
        <strong>How was {businessName}?</strong>
        <Cluster>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Write a review
          </Button>
        </Cluster>
      </Panel>
    );
  }
  return (
    <Panel data-testid="review-panel">
      <strong>Your review of {businessName}</strong>
      {review.hiddenReason ? <HiddenNotice>Hidden by the marketplace: {review.hiddenReason}</HiddenNotice> : null}
      <ReviewItem review={review} businessName={businessName}>
        {review.canEdit ? (
          <Cluster>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Cluster>
        ) : null}
      </ReviewItem>
    </Panel>
  );
}
