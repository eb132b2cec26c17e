import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewPageResponse, AdminReviewResponse } from '@marketplace/core/reviews/schemas/review.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

export type AdminReview = AdminReviewResponse;

/** GET /api/admin/reviews?page=: every review, hidden ones too, newest first (the admin). */
export const adminReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'reviews', page],
    queryFn: ({ signal }) => apiFetch<AdminReviewPageResponse>(`/api/admin/reviews?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(page: number) {
  return useQuery(adminReviewsQueryOptions(page));
}
