import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DealPageResponse } from '@marketplace/core/deals/schemas/deal.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { FEATURED_DEALS_ON_HOME } from '@marketplace/core/deals/domain/deal-defaults';

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

/** Deals page size (customer-side section 9); core's query schema defaults to the same 12, but importing it would bring zod into the page. */
const DEALS_PAGE_SIZE = 12;

/** The page number an address asks for: a positive integer, else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** What the deals page lists for its address's query (category, location, q, near and its radius, page). */
export function dealsListFilters(params: URLSearchParams): DealsFilters {
  const near = params.get('near') || undefined;
  return {
    category: params.get('category') || undefined,
    location: params.get('location') || undefined,
    q: params.get('q') || undefined,
    near,
    // As the address has it: the server says what is wrong with a radius it refuses.
    radiusKm: near ? params.get('radiusKm') || undefined : undefined,
    page: pageOf(params.get('page')),
    limit: DEALS_PAGE_SIZE,
  };
}

/** The home page's featured deals, of one category or all. */
export function featuredDealsFilters(category?: string): DealsFilters {
  return { featured: true, limit: FEATURED_DEALS_ON_HOME, category };
}

export function useDeals(filters: DealsFilters) {
  return useQuery(dealsQueryOptions(filters));
}
