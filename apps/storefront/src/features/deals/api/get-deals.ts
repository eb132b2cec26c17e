import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DealPageResponse } from '@marketplace/core/deals/schemas/deal.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/deals's answer: one page of deals. */
export type DealsPage = DealPageResponse;

export interface DealsFilters {
  category?: string | undefined;
  featured?: boolean | undefined;
  limit: number;
  page?: number | undefined;
  q?: string | undefined;
  location?: string | undefined;
  /** A zip code or "lat,lng": the list is then within `radiusKm` of it, nearest first. */
  near?: string | undefined;
  radiusKm?: number | string | undefined;
}

/** GET /api/deals: published, active deals with their business, one page at a time. */
export function getDeals(filters: DealsFilters, signal?: AbortSignal): Promise<DealsPage> {
  return apiFetch<DealsPage>('/api/deals', {
    query: { active: true, ...filters, featured: filters.featured ? true : undefined },
    ...(signal ? { signal } : {}),
  });
}

export const dealsQueryOptions = (filters: DealsFilters) =>
  queryOptions({
    queryKey: ['deals', 'list', filters],
    queryFn: ({ signal }) => getDeals(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useDeals(filters: DealsFilters) {
  return useQuery(dealsQueryOptions(filters));
}
