import { ApiError, apiFetch } from '@marketplace/web-common/api/api-client';
import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import type { PaymentIntentStarted, Purchase } from '../../../types/purchase.js';

export interface PaymentIntentRequest {
  dealId: number;
  customPrice: number;
  customDiscount: number;
  redemptions: number;
}

/** POST /api/create-payment-intent with the checkout attempt's Idempotency-Key. */
export async function createPaymentIntent(request: PaymentIntentRequest, idempotencyKey: string): Promise<PaymentIntentStarted> {
  const response = await fetch('/api/create-payment-intent', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(request),
  });
  // The same error handling as apiFetch, which sends no custom headers.
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  }
  return (await response.json()) as PaymentIntentStarted;
}

/** POST /api/demo-payments/confirm: the demo card form's stand-in for the provider's confirm call. */
export function confirmDemoPayment(clientSecret: string, card: DemoCardInput) {
  return apiFetch<{ paymentIntentId: string; status: string }>('/api/demo-payments/confirm', { method: 'POST', body: { clientSecret, card } });
}

export interface PurchaseRequest {
  dealId: number;
  price: number;
  discountPercent: number;
  redemptions: number;
  stripePaymentIntentId: string;
}

/** POST /api/purchases after a confirmed payment. */
export function createPurchase(request: PurchaseRequest) {
  return apiFetch<Purchase>('/api/purchases', { method: 'POST', body: request });
}
