import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { giftClaimsKey } from './view-gift-claim.js';
import { myPurchasesQueryOptions, type Purchase } from '../../../api/get-my-purchases.js';

/** POST /api/gifts/claim: the gift becomes the signed-in customer's purchase. */
export function useClaimGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<Purchase>('/api/gifts/claim', { method: 'POST', body: { token } }),
    onSuccess: async () => {
      toast({ title: 'Added to your deals', description: 'The gift is yours: show it at the business from My Deals.' });
      await queryClient.invalidateQueries({ queryKey: myPurchasesQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: giftClaimsKey() });
    },
    onError: (error) => toast({ title: 'Could not claim the gift', description: errorDescription(error), variant: 'destructive' }),
  });
}
