import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReviewListResponse, MyReviewResponse } from '@marketplace/core/reviews/schemas/review.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

export type MyReview = MyReviewResponse;

/** GET /api/user/reviews: the signed-in customer's reviews (hidden ones with the reason). */
export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews', 'mine'], queryFn: ({ signal }) => apiFetch<MyReviewListResponse>('/api/user/reviews', { signal }) });

export function useMyReviews(enabled = true) {
  return useQuery({ ...myReviewsQueryOptions(), enabled });
}
