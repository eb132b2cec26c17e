import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessBalancesResponse } from '@marketplace/core/ledger/schemas/payouts.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/admin/payouts: every business's balance (owed, in transit, paid, earned). */
export type BusinessBalances = BusinessBalancesResponse;

export const payoutBalancesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'payouts'], queryFn: ({ signal }) => apiFetch<BusinessBalances>('/api/admin/payouts', { signal }) });

export function usePayoutBalances() {
  return useQuery(payoutBalancesQueryOptions());
}

/** Where every business's statement of a week downloads as one CSV (a plain link: the session cookie goes with it). */
export function weekExportUrl(week: string): string {
  return `/api/admin/payouts/statements/${encodeURIComponent(week)}/csv`;
}
