import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnDealResponse } from '@marketplace/core/deals/schemas/deal.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { businessDealsKey, type BusinessDeal } from '../../../api/get-business-deals.js';

export interface DealActiveChange {
  deal: Pick<BusinessDeal, 'id' | 'title'>;
  active: boolean;
}

/** PATCH /api/deals/:id with `active`: pauses or resumes one of the business's deals. */
export function setDealActive({ deal, active }: DealActiveChange): Promise<OwnDealResponse> {
  return apiFetch<OwnDealResponse>(`/api/deals/${deal.id}`, { method: 'PATCH', body: { active } });
}

/**
 * Pauses or resumes a deal, then refetches the deal lists (the deal moves between the Active and
 * Inactive tabs) before the button stops spinning; a toast says what happened.
 */
export function useSetDealActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDealActive,
    onSuccess: async (_deal, { deal, active }) => {
      await queryClient.invalidateQueries({ queryKey: businessDealsKey() });
      toast(
        active
          ? { title: 'Deal resumed', description: `“${deal.title}” is live again.` }
          : { title: 'Deal paused', description: `“${deal.title}” is hidden from shoppers until you resume it.` },
      );
    },
    onError: (error, { active }) =>
      toast({ title: active ? 'Could not resume the deal' : 'Could not pause the deal', description: errorDescription(error), variant: 'destructive' }),
  });
}
