import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_DEALS_PER_TAB } from '@marketplace/core/deals/domain/deal-defaults';
import type { Pagination } from '@marketplace/core/shared/domain/paging';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { BusinessDeal } from '@marketplace/web-common/api/deal';

export type { BusinessDeal };

export interface BusinessDealsPage {
  deals: BusinessDeal[];
  pagination: Pagination;
}

/** Active = visible to shoppers now; inactive = paused, drafts, scheduled or ended. */
export type DealListStatus = 'active' | 'inactive';

export interface BusinessDealsRequest {
  status: DealListStatus;
  page?: number;
  limit?: number;
}

/** GET /api/business/deals: one page of the signed-in business's own deals in one state. */
export function getBusinessDeals({ status, page = 1, limit = DASHBOARD_DEALS_PER_TAB }: BusinessDealsRequest, signal?: AbortSignal): Promise<BusinessDealsPage> {
  return apiFetch<BusinessDealsPage>('/api/business/deals', { query: { active: status === 'active', page, limit }, ...(signal ? { signal } : {}) });
}

/** Every list of the business's deals lives under this key (invalidate it after any change to a deal). */
export const businessDealsKey = () => ['business', 'deals'] as const;

export const businessDealsQueryOptions = ({ status, page = 1, limit = DASHBOARD_DEALS_PER_TAB }: BusinessDealsRequest) =>
  queryOptions({
    queryKey: [...businessDealsKey(), { status, page, limit }] as const,
    queryFn: ({ signal }) => getBusinessDeals({ status, page, limit }, signal),
  });

export function useBusinessDeals(request: BusinessDealsRequest) {
  return useQuery(businessDealsQueryOptions(request));
}
