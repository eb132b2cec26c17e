import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@marketplace/core/deals/schemas/deal.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/categories: every category a deal may carry. */
export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<CategoryListResponse> {
  return apiFetch<CategoryListResponse>('/api/categories', signal ? { signal } : {});
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories({ signal }) });

export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
