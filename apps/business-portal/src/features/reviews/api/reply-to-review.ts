import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewResponse } from '@marketplace/core/reviews/schemas/review.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { businessReviewsQueryOptions } from './get-business-reviews.js';

/** POST /api/business/reviews/{id}/reply: the business's one reply, shown under the review. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number; text: string }) =>
      apiFetch<ReviewResponse>(`/api/business/reviews/${reviewId}/reply`, { method: 'POST', body: { text } }),
    onSuccess: async () => {
      toast({ title: 'Reply posted' });
      await queryClient.invalidateQueries({ queryKey: businessReviewsQueryOptions(1).queryKey.slice(0, 2) });
    },
    onError: (error) => toast({ title: 'Your reply was not posted', description: errorDescription(error), variant: 'destructive' }),
  });
}
