import type { PaymentIntentResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

export interface PaymentIntentRequest {
  dealId: number;
  customPrice: number;
  customDiscount: number;
  redemptions: number;
}

/** POST /api/create-payment-intent's answer: the server's own quote and the provider's secret. */
export type PaymentIntentStarted = PaymentIntentResponse;

/** POST /api/create-payment-intent with the checkout attempt's Idempotency-Key. */
export function createPaymentIntent(request: PaymentIntentRequest, idempotencyKey: string): Promise<PaymentIntentStarted> {
  return apiFetch<PaymentIntentStarted>('/api/create-payment-intent', { method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } });
}
