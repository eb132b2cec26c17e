import type { PaymentWebhook, PaymentWebhookReading } from '@marketplace/core/payments/ports/payment-webhook.port';
import { parseStripeWebhook, StripeEventError, StripeSignatureError, type ParseStripeWebhookOptions } from './stripe-webhook.js';

/**
 * Stripe's webhook deliveries, checked against the endpoints' signing secrets: the platform
 * endpoint's (STRIPE_WEBHOOK_SECRET) and, when set, the Connect endpoint's
 * (STRIPE_CONNECT_WEBHOOK_SECRET); Stripe signs each endpoint's deliveries with its own secret, so
 * a delivery signed with either is accepted.
 */
export class StripePaymentWebhook implements PaymentWebhook {
  private readonly secrets: readonly string[];

  constructor(
    secrets: string | readonly string[],
    private readonly options: ParseStripeWebhookOptions = {},
  ) {
    this.secrets = typeof secrets === 'string' ? [secrets] : [...secrets];
    if (this.secrets.length === 0) throw new Error('StripePaymentWebhook needs a signing secret (STRIPE_WEBHOOK_SECRET)');
  }

  read(rawBody: string, signature: string | undefined): PaymentWebhookReading {
    for (const [index, secret] of this.secrets.entries()) {
      try {
        return { ok: true, event: parseStripeWebhook(rawBody, signature, secret, this.options) };
      } catch (error) {
        if (error instanceof StripeSignatureError) {
          if (index < this.secrets.length - 1) continue;
          return { ok: false, refusal: 'bad_signature' };
        }
        if (error instanceof StripeEventError) return { ok: false, refusal: 'not_an_event' };
        throw error;
      }
    }
    return { ok: false, refusal: 'bad_signature' };
  }
}
