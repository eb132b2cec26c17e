import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RedemptionLineResponse, RedemptionsPageResponse } from '@marketplace/core/purchases/schemas/till.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

export type RedemptionsPage = RedemptionsPageResponse;
export type RedemptionLine = RedemptionLineResponse;

/** The Redemptions list's filters: a day (the business's today when absent), a location, a person (a staff id or `owner`), a page. */
export interface RedemptionsFilters {
  day?: string | undefined;
  locationId?: number | undefined;
  staffId?: number | 'owner' | undefined;
  page?: number | undefined;
}

export const redemptionsKey = () => ['business', 'redemptions'] as const;

function search(filters: RedemptionsFilters, withPage: boolean): string {
  const params = new URLSearchParams();
  if (filters.day) params.set('day', filters.day);
  if (filters.locationId !== undefined) params.set('locationId', String(filters.locationId));
  if (filters.staffId !== undefined) params.set('staffId', String(filters.staffId));
  if (withPage && filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/business/redemptions: one day's redemptions, newest first, with their undo lines. */
export const redemptionsQueryOptions = (filters: RedemptionsFilters) =>
  queryOptions({
    queryKey: [...redemptionsKey(), filters],
    queryFn: ({ signal }) => apiFetch<RedemptionsPage>(`/api/business/redemptions${search(filters, true)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useRedemptions(filters: RedemptionsFilters) {
  return useQuery(redemptionsQueryOptions(filters));
}

/** Where the day's CSV downloads (a plain link: the session cookie goes with it). */
export function redemptionsCsvUrl(filters: RedemptionsFilters): string {
  return `/api/business/redemptions.csv${search(filters, false)}`;
}
