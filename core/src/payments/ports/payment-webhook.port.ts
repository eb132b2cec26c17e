import type { PaymentEvent } from '../../purchases/ports/payment-gateway.port.js';

/** Why a delivery is refused: a missing, wrong or stale signature, or a signed payload that is no usable event. */
export type PaymentWebhookRefusal = 'bad_signature' | 'not_an_event';

export type PaymentWebhookReading = { ok: true; event: PaymentEvent } | { ok: false; refusal: PaymentWebhookRefusal };

/** A payment provider's signed notifications, verified and reduced to the events the domain acts on. */
export interface PaymentWebhook {
  /** @param rawBody the body exactly as received: a re-serialised body never verifies. */
  read(rawBody: string, signature: string | undefined): PaymentWebhookReading;
}
