import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reviewReplyPayloadSchema, type ReviewReplyPayload } from '@marketplace/core/reviews/schemas/review.schema';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { TextArea } from '@marketplace/web-common/components/ui/input';
import { useReplyToReview } from '../api/reply-to-review.js';

/** The business's reply to one review, on core's reviewReplyPayloadSchema. */
export function ReplyForm({ reviewId }: { reviewId: number }) {
  const reply = useReplyToReview();
  const form = useForm<ReviewReplyPayload>({ resolver: zodResolver(reviewReplyPayloadSchema), defaultValues: { text: '' } });
  const error = form.formState.errors.text?.message;
  const id = `reply-${reviewId}`;
  return (
    <Stack as="form" $gap={2} noValidate aria-label="Reply to this review" onSubmit={form.handleSubmit((values) => reply.mutate({ reviewId, text: values.text }))}>
      <Field label="Your reply" htmlFor={id} error={error}>
        <TextArea id={id} rows={3} $invalid={!!error} aria-invalid={!!error} aria-describedby={`${id}-error`} {...form.register('text')} />
      </Field>
      <Cluster>
        <Button type="submit" size="sm" loading={reply.isPending}>
          Post reply
        </Button>
      </Cluster>
    </Stack>
  );
}
