import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPageResponse } from '@marketplace/core/reviews/schemas/review.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/deals/{id}/reviews?page=: the visible reviews of the deal's business, newest first, with its rating. */
export const dealReviewsQueryOptions = (dealId: number, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'deal', dealId, page],
    queryFn: ({ signal }) => apiFetch<ReviewPageResponse>(`/api/deals/${dealId}/reviews?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useDealReviews(dealId: number, page: number) {
  return useQuery(dealReviewsQueryOptions(dealId, page));
}
