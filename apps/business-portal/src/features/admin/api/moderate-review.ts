import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewResponse } from '@marketplace/core/reviews/schemas/review.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { adminReviewsQueryOptions } from './get-admin-reviews.js';

/** POST /api/admin/reviews/{id}/hide with the reason, or /unhide (reason null). */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string | null }) =>
      reason === null
        ? apiFetch<AdminReviewResponse>(`/api/admin/reviews/${reviewId}/unhide`, { method: 'POST' })
        : apiFetch<AdminReviewResponse>(`/api/admin/reviews/${reviewId}/hide`, { method: 'POST', body: { reason } }),
    onSuccess: async (review) => {
      toast({ title: review.hidden ? 'Review hidden' : 'Review shown again' });
      await queryClient.invalidateQueries({ queryKey: adminReviewsQueryOptions(1).queryKey.slice(0, 2) });
    },
    onError: (error) => toast({ title: 'The review did not change', description: errorDescription(error), variant: 'destructive' }),
  });
}
