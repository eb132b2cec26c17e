import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewPayload } from '@marketplace/core/reviews/schemas/review.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import type { MyReview } from './get-my-reviews.js';

/** What the form saves: a new review of a purchase (POST /api/purchases/{id}/review) or an edit of one (PATCH /api/user/reviews/{id}). */
export interface ReviewSave {
  purchaseId: number;
  /** null: a new review of the purchase. */
  reviewId: number | null;
  values: ReviewPayload;
}

export function saveReview({ purchaseId, reviewId, values }: ReviewSave): Promise<MyReview> {
  return reviewId === null
    ? apiFetch<MyReview>(`/api/purchases/${purchaseId}/review`, { method: 'POST', body: values })
    : apiFetch<MyReview>(`/api/user/reviews/${reviewId}`, { method: 'PATCH', body: values });
}

/** Saves the review, then refreshes every answer held: the customer's reviews, and the catalogue's ratings it moved. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: async (_review, { reviewId }) => {
      toast({ title: reviewId === null ? 'Thank you for your review' : 'Review updated' });
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast({ title: 'Your review was not saved', description: errorDescription(error), variant: 'destructive' }),
  });
}
