import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPageResponse } from '@marketplace/core/reviews/schemas/review.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/business/reviews?page=: the business's visible reviews, newest first, with its rating (owner and managers). */
export const businessReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['business', 'reviews', page],
    queryFn: ({ signal }) => apiFetch<ReviewPageResponse>(`/api/business/reviews?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useBusinessReviews(page: number) {
  return useQuery(businessReviewsQueryOptions(page));
}
