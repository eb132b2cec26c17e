import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsOverviewResponse } from '@marketplace/core/ledger/schemas/payouts.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

export type PayoutsOverview = PayoutsOverviewResponse;

/** The key under which every payouts answer (overview and statements) is cached. */
export const payoutsKey = () => ['business', 'payouts'] as const;

/** GET /api/business/payouts: the balance (owed, in transit, paid, earned) and the weeks with statements. */
export const payoutsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: payoutsKey(),
    queryFn: ({ signal }) => apiFetch<PayoutsOverview>('/api/business/payouts', { signal }),
  });

export function usePayoutsOverview() {
  return useQuery(payoutsOverviewQueryOptions());
}
