import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { Purchase } from '../../../api/get-my-purchases.js';

export interface PurchaseRequest {
  dealId: number;
  price: number;
  discountPercent: number;
  redemptions: number;
  stripePaymentIntentId: string;
}

/** POST /api/purchases after a confirmed payment. */
export function createPurchase(request: PurchaseRequest): Promise<Purchase> {
  return apiFetch<Purchase>('/api/purchases', { method: 'POST', body: request });
}
