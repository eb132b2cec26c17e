import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBusinessPageResponse, AdminBusinessResponse } from '@marketplace/core/admin/schemas/admin.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A business as GET /api/admin/businesses lists it (core's response type). */
export type AdminBusiness = AdminBusinessResponse;

export type AdminBusinessPage = AdminBusinessPageResponse;

export type VerificationFilter = 'all' | 'pending' | 'verified';

export interface AdminBusinessesQuery {
  q: string;
  verification: VerificationFilter;
  page: number;
}

export const ADMIN_BUSINESSES_PAGE_SIZE = 10;

const VERIFIED_PARAM: Record<VerificationFilter, string | undefined> = { all: undefined, pending: 'false', verified: 'true' };

/** GET /api/admin/businesses (the special admin only): every business, newest first. */
export function getAdminBusinesses(query: AdminBusinessesQuery, { signal }: { signal?: AbortSignal } = {}): Promise<AdminBusinessPage> {
  return apiFetch<AdminBusinessPage>('/api/admin/businesses', {
    query: { q: query.q.trim(), verified: VERIFIED_PARAM[query.verification], page: query.page, limit: ADMIN_BUSINESSES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/** Every cached page of the admin's business list lives under this key. */
export const adminBusinessesKey = () => ['admin', 'businesses'] as const;

export const adminBusinessesQueryOptions = (query: AdminBusinessesQuery) =>
  queryOptions({
    queryKey: [...adminBusinessesKey(), query],
    queryFn: ({ signal }) => getAdminBusinesses(query, { signal }),
    placeholderData: keepPreviousData,
    // Each visit shows the list as it is now, not as it was when first loaded.
    staleTime: 0,
  });

export function useAdminBusinesses(query: AdminBusinessesQuery) {
  return useQuery(adminBusinessesQueryOptions(query));
}
