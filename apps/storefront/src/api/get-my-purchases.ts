import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A purchase as POST /api/purchases and GET /api/user/purchases answer: core's response type. */
export type Purchase = PurchaseResponse;

/** GET /api/user/purchases: the signed-in customer's purchases (a 401 is an error). */
export const myPurchasesQueryOptions = () =>
  queryOptions({ queryKey: ['purchases', 'mine'], queryFn: ({ signal }) => apiFetch<Purchase[]>('/api/user/purchases', { signal }) });

export function useMyPurchases(enabled: boolean) {
  return useQuery({ ...myPurchasesQueryOptions(), enabled });
}
