import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayStatus, PurchaseStatus } from '@marketplace/core/purchases/domain/purchase';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A purchase as POST /api/purchases and GET /api/user/purchases answer (apps/http purchase presenter). */
export interface Purchase {
  id: number;
  /** The id padded to 6 digits ("000042"). */
  displayId: string;
  userId: number;
  dealId: number;
  businessId: number;
  amount: number;
  price: number;
  discountPercent: number;
  /** The free item the purchase gives (a free-item deal, discountPercent 0), or null. */
  freeItem: string | null;
  redemptions: number;
  redemptionsUsed: number;
  usesLeft: number;
  status: PurchaseStatus;
  displayStatus: DisplayStatus;
  qrCode: string;
  textCode: string;
  redeemed: boolean;
  redeemedAt: string | null;
  customPrice: number | null;
  customDiscount: number | null;
  customRedemptions: number | null;
  purchaseDate: string;
  expiryDate: string | null;
  demoPayment: boolean;
  createdAt: string;
  deal: { id: number; title: string; category: string; imageUrl: string | null; endDate: string; businessId: number; freeItem?: string | null } | null;
  /** Where the code is redeemed; absent from the redeem call's answer. */
  business?: { id: number; name: string; city: string | null; state: string | null } | null;
}

/** GET /api/user/purchases: the signed-in customer's purchases (a 401 is an error). */
export const myPurchasesQueryOptions = () =>
  queryOptions({ queryKey: ['purchases', 'mine'], queryFn: ({ signal }) => apiFetch<Purchase[]>('/api/user/purchases', { signal }) });

export function useMyPurchases(enabled: boolean) {
  return useQuery({ ...myPurchasesQueryOptions(), enabled });
}
