import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_DEALS_PER_TAB } from '@marketplace/core/deals/domain/deal-defaults';
import type { DealResponse, OwnDealPageResponse } from '@marketplace/core/deals/schemas/deal.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
/**
 * One of the business's own deals: a row of its list (where `awaitingVerification` is always
 * present) or GET /api/deals/{id} (where the schema leaves it optional).
 */
export type BusinessDeal = DealResponse;

export type BusinessDealsPage = OwnDealPageResponse;

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
