import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDealPayloadInput } from '@marketplace/core/deals/schemas/update-deal.schema';
import type { OwnDealResponse } from '@marketplace/core/deals/schemas/deal.response';
import { businessDealsKey } from '../../../api/get-business-deals.js';
import { businessStatsQueryOptions } from '../../../api/get-business-stats.js';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { useNavigateAndWait } from '@marketplace/web-common/components/app-shell/app-router';

/** PATCH /api/deals/:id with the changed fields (DESIGN.md section 4). */
export function updateDeal(id: number, changes: UpdateDealPayloadInput): Promise<OwnDealResponse> {
  return apiFetch<OwnDealResponse>(`/api/deals/${id}`, { method: 'PATCH', body: changes });
}

/** Saves an edit: refreshes the business's deals, toasts and goes back to the dashboard. */
export function useUpdateDeal(id: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigateAndWait();
  return useMutation({
    mutationFn: (changes: UpdateDealPayloadInput) => updateDeal(id, changes),
    onSuccess: async () => {
      toast({ title: 'Deal Updated', description: 'Your changes have been saved.' });
      // Marked stale here, refetched by the dashboard as it mounts: no need to wait for them.
      void queryClient.invalidateQueries({ queryKey: businessDealsKey() });
      void queryClient.invalidateQueries({ queryKey: businessStatsQueryOptions().queryKey });
      await navigate('/business/dashboard');
    },
    onError: (error) => {
      toast({ title: 'Failed to Update Deal', description: errorDescription(error), variant: 'destructive' });
    },
  });
}
