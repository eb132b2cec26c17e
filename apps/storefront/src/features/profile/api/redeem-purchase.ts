import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { myPurchasesQueryOptions, type Purchase } from '../../../api/get-my-purchases.js';

/** POST /api/purchases/{id}/redeem, then the purchases list is refreshed. */
export function useRedeemPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<Purchase>(`/api/purchases/${id}/redeem`, { method: 'POST' }),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Deal has been redeemed successfully' });
      await queryClient.invalidateQueries({ queryKey: myPurchasesQueryOptions().queryKey });
    },
    onError: (error) => toast({ title: 'Error', description: `Failed to redeem: ${errorDescription(error)}`, variant: 'destructive' }),
  });
}
