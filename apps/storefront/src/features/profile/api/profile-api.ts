import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import type { Account } from '@marketplace/web-common/session/account';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';
import type { Purchase } from '../../../types/purchase.js';

/** GET /api/user/purchases: the signed-in customer's purchases (a 401 is an error). */
export const myPurchasesQueryOptions = () =>
  queryOptions({ queryKey: ['purchases', 'mine'], queryFn: ({ signal }) => apiFetch<Purchase[]>('/api/user/purchases', { signal }) });

export function useMyPurchases(enabled: boolean) {
  return useQuery({ ...myPurchasesQueryOptions(), enabled });
}

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

/** PATCH /api/user, then the cached current account is replaced by the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { username?: string; email: string }) => apiFetch<Account>('/api/user', { method: 'PATCH', body: changes }),
    onSuccess: (account) => {
      queryClient.setQueryData(currentAccountQueryOptions().queryKey, account);
      toast({ title: 'Profile updated', description: 'Your profile information has been updated successfully.' });
    },
    onError: (error) => toast({ title: 'Update failed', description: errorDescription(error), variant: 'destructive' }),
  });
}
