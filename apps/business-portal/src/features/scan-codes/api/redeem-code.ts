import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessDealsKey } from '../../../api/get-business-deals.js';
import { businessStatsQueryOptions } from '../../../api/get-business-stats.js';
import { redemptionsKey } from '../../../api/get-redemptions.js';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { CodeCheck } from './validate-code.js';

/**
 * POST /api/business/redeem: redeems one use of a code of the business's own deals.
 * @throws ApiError 409 when already redeemed, 410 when expired or refunded, 404 when unknown or not the business's
 */
export function redeemCode({ code, locationId, billCents }: RedeemRequest): Promise<CodeCheck> {
  return apiFetch<CodeCheck>('/api/business/redeem', { method: 'POST', body: { code, locationId, billCents } });
}

/** The code, the till's location (the business's first when absent) and the bill total in cents, when typed. */
export interface RedeemRequest {
  code: string;
  locationId?: number | undefined;
  billCents?: number | undefined;
}

/** Redeems, then refreshes the dashboard's figures and deals (their redemption counts changed). */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    // Not awaited: the till shows the redemption at once while the figures refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: businessStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: businessDealsKey() });
      void queryClient.invalidateQueries({ queryKey: redemptionsKey() });
    },
  });
}
