import { useMutation } from '@tanstack/react-query';
import type { DisplayStatus, RedeemRefusal } from '@marketplace/core/purchases/domain/purchase';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** What POST /api/business/validate-code and /api/business/redeem answer (apps/http presentCodeCheck). */
export interface CodeCheck {
  purchaseId: number;
  /** The purchase id padded to 6 digits ("000042"). */
  displayId: string;
  status: DisplayStatus;
  redeemable: boolean;
  /** Why it cannot be redeemed now, or null when it can. */
  refusal: RedeemRefusal | null;
  usesLeft: number;
  redemptions: number;
  discountPercent: number;
  /** The free item the purchase gives (a free-item deal, discountPercent 0), or null. */
  freeItem: string | null;
  /** What the customer paid for the purchase, every use included, in dollars. */
  amount: number;
  /** The price of the first use, in dollars (each further use added $5). */
  price: number;
  expiryDate: string | null;
  redeemedAt: string | null;
  /** The customer's username, or null when the account is gone. */
  customer: string | null;
  deal: { id: number; title: string; category: string; imageUrl: string | null; endDate: string; businessId: number; freeItem: string | null } | null;
}

/**
 * POST /api/business/validate-code: looks a text code or QR token of the business's own deals up
 * without redeeming it.
 * @throws ApiError 404 for an unknown code or another business's code
 */
export function validateCode(code: string): Promise<CodeCheck> {
  return apiFetch<CodeCheck>('/api/business/validate-code', { method: 'POST', body: { code } });
}

export function useValidateCode() {
  return useMutation({ mutationFn: validateCode });
}
