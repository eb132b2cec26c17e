import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsesAllowanceResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/user/deals/{id}/allowance: what the customer may still buy (core's response type). */
export type UsesAllowance = UsesAllowanceResponse;

/** Keyed by the customer too: another account on this device never sees this one's answer. */
export const usesAllowanceQueryOptions = (customerId: number, dealId: number) =>
  queryOptions({
    queryKey: ['purchases', 'allowance', customerId, dealId],
    queryFn: ({ signal }) => apiFetch<UsesAllowance>(`/api/user/deals/${dealId}/allowance`, { signal }),
  });

/** Only for a signed-in customer (`customerId`); disabled otherwise. */
export function useUsesAllowance(customerId: number | null, dealId: number) {
  return useQuery({ ...usesAllowanceQueryOptions(customerId ?? 0, dealId), enabled: customerId !== null });
}
