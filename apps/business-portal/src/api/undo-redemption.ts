import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UndoneRedemptionResponse } from '@marketplace/core/purchases/schemas/till.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { businessDealsKey } from './get-business-deals.js';
import { businessStatsQueryOptions } from './get-business-stats.js';
import { redemptionsKey } from './get-redemptions.js';

export type UndoneRedemption = UndoneRedemptionResponse;

/**
 * POST /api/business/redemptions/:id/undo: gives the use back to the customer, within 10 minutes
 * of the redemption, once, with a reason (the till's confirmation and the Redemptions list).
 * @throws ApiError 409 too late, already undone or refunded; 404 not this business's; 400 a reason too short or long
 */
export function undoRedemption({ redemptionId, reason }: { redemptionId: number; reason: string }): Promise<UndoneRedemption> {
  return apiFetch<UndoneRedemption>(`/api/business/redemptions/${redemptionId}/undo`, { method: 'POST', body: { reason } });
}

/** Undoes, then refreshes the Redemptions list and the figures the use counted in. */
export function useUndoRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRedemption,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: redemptionsKey() });
      void queryClient.invalidateQueries({ queryKey: businessStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: businessDealsKey() });
    },
  });
}
