import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/user/deals/{id}/allowance (apps/http presentUsesAllowance): what the customer may still buy. */
export interface UsesAllowance {
  dealId: number;
  maxRedemptionsPerUser: number;
  usesHeld: number;
  usesLeft: number;
  /** The uses picker's range; both null when nothing can be bought. */
  minRedemptions: number | null;
  maxRedemptions: number | null;
  canBuy: boolean;
  /** Why nothing can be bought, in the customer's words. */
  refusal: string | null;
}

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
