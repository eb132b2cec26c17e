import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementResponse } from '@marketplace/core/ledger/schemas/payouts.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { payoutsKey } from './get-payouts-overview.js';

export type Statement = StatementResponse;

/** GET /api/business/payouts/statements/:week: one week's statement, Monday to Monday in the business's time zone. */
export const statementQueryOptions = (week: string) =>
  queryOptions({
    queryKey: [...payoutsKey(), 'statements', week],
    queryFn: ({ signal }) => apiFetch<Statement>(`/api/business/payouts/statements/${encodeURIComponent(week)}`, { signal }),
  });

export function useStatement(week: string | null) {
  return useQuery({ ...statementQueryOptions(week ?? ''), enabled: week !== null });
}

/** Where the week's CSV downloads (a plain link: the session cookie goes with it). */
export function statementCsvUrl(week: string): string {
  return `/api/business/payouts/statements/${encodeURIComponent(week)}/csv`;
}
