import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import type { DemoPaymentConfirmationResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** POST /api/demo-payments/confirm's answer. */
export type DemoPaymentConfirmed = DemoPaymentConfirmationResponse;

/** POST /api/demo-payments/confirm: the demo card form's stand-in for the provider's confirm call. */
export function confirmDemoPayment(clientSecret: string, card: DemoCardInput): Promise<DemoPaymentConfirmed> {
  return apiFetch<DemoPaymentConfirmed>('/api/demo-payments/confirm', { method: 'POST', body: { clientSecret, card } });
}
