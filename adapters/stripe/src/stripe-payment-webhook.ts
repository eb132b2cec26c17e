import type { PaymentWebhook, PaymentWebhookReading } from '@marketplace/core/payments/ports/payment-webhook.port';
import { parseStripeWebhook, StripeEventError, StripeSignatureError, type ParseStripeWebhookOptions } from './stripe-webhook.js';

/** Stripe's webhook deliveries, checked against the endpoint's signing secret (STRIPE_WEBHOOK_SECRET). */
export class StripePaymentWebhook implements PaymentWebhook {
  constructor(
    private readonly secret: string,
    private readonly options: ParseStripeWebhookOptions = {},
  ) {}

  read(rawBody: string, signature: string | undefined): PaymentWebhookReading {
    try {
      return { ok: true, event: parseStripeWebhook(rawBody, signature, this.secret, this.options) };
    } catch (error) {
      if (error instanceof StripeSignatureError) return { ok: false, refusal: 'bad_signature' };
      if (error instanceof StripeEventError) return { ok: false, refusal: 'not_an_event' };
      throw error;
    }
  }
}
