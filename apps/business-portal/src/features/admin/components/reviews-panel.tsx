import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { hideReviewPayloadSchema, type HideReviewPayload } from '@marketplace/core/reviews/schemas/review.schema';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Field } from '@marketplace/web-common/components/ui/field';
import { TextArea } from '@marketplace/web-common/components/ui/input';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { ReviewItem } from '@marketplace/web-common/components/deal/review-item';
import { ReviewPager } from '@marketplace/web-common/components/deal/review-pager';
import { useAdminReviews, type AdminReview } from '../api/get-admin-reviews.js';
import { useModerateReview } from '../api/moderate-review.js';
import { Section } from './admin-layout.js';

function HideForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const moderate = useModerateReview();
  const form = useForm<HideReviewPayload>({ resolver: zodResolver(hideReviewPayloadSchema), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  return (
    <Stack
      as="form"
      $gap={3}
      noValidate
      aria-label="Hide this review"
      onSubmit={form.handleSubmit((values) => moderate.mutate({ reviewId: review.id, reason: values.reason }, { onSuccess: onDone }))}
    >
      <p>Its author sees the reason; the review leaves the public list and {review.businessName}&apos;s rating.</p>
      <Field label="Reason" htmlFor="hide-reason" error={error}>
        <TextArea id="hide-reason" rows={3} $invalid={!!error} aria-invalid={!!error} aria-describedby="hide-reason-error" {...form.register('reason')} />
      </Field>
      <Cluster $gap={2}>
        <Button type="submit" variant="danger" loading={moderate.isPending}>
          Hide review
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </Cluster>
    </Stack>
  );
}

/** The admin's recent reviews, hidden ones included, with Hide (a reason) and Unhide. */
export function ReviewsPanel() {
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(page);
  const moderate = useModerateReview();
  return (
    <Section title="Recent reviews" description="Hide an abusive review: it leaves the public list and the business's rating, and its author sees your reason.">
      {reviews.isPending ? (
        <Spinner label="Loading the reviews" />
      ) : reviews.isError ? (
        <StatePanel icon="⚠️" role="alert" title="Could not load the reviews" actions={<Button onClick={() => void reviews.refetch()}>Try again</Button>} />
      ) : reviews.data.reviews.length === 0 ? (
        <StatePanel icon="⭐" title="No reviews yet" />
      ) : (
        <div>
          {reviews.data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} businessName={review.businessName}>
              <Cluster $gap={2}>
                <span>{review.businessName}</span>
                {review.hidden ? (
                  <>
                    <Badge $tone="danger">Hidden: {review.hidden.reason}</Badge>
                    <Button size="sm" variant="secondary" loading={moderate.isPending && moderate.variables?.reviewId === review.id} onClick={() => moderate.mutate({ reviewId: review.id, reason: null })}>
                      Unhide
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="danger" aria-label={`Hide the review by ${review.author}`} onClick={() => setHiding(review)}>
                    Hide
                  </Button>
                )}
              </Cluster>
            </ReviewItem>
          ))}
          <ReviewPager pagination={reviews.data.pagination} setPage={setPage} />
        </div>
      )}
      <Dialog open={hiding !== null} onClose={() => setHiding(null)} title="Hide this review?">
        {hiding ? <HideForm review={hiding} onDone={() => setHiding(null)} /> : null}
      </Dialog>
    </Section>
  );
}
