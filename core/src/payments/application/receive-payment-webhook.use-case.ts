import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { PaymentEvent } from '../../purchases/ports/payment-gateway.port.js';
import type { PaymentWebhook, PaymentWebhookRefusal } from '../ports/payment-webhook.port.js';
import type { HandlePaymentEvent, PaymentEventOutcome } from './handle-payment-event.use-case.js';

export type PaymentWebhookReceipt =
  | { kind: 'refused'; refusal: PaymentWebhookRefusal }
  | { kind: 'handled'; event: PaymentEvent; outcome: PaymentEventOutcome };

/**
 * A delivery of the payment provider's webhook: verified first (a refused one changes nothing),
 * then handled once per event id. Without a provider there is no webhook to receive.
 */
export class ReceivePaymentWebhook {
  constructor(private readonly deps: { webhook: PaymentWebhook | null; handlePaymentEvent: HandlePaymentEvent }) {}

  async execute(rawBody: string, signature: string | undefined): Promise<PaymentWebhookReceipt> {
    if (!this.deps.webhook) throw new NotFoundError('route.not_found', 'Not found');
    const reading = this.deps.webhook.read(rawBody, signature);
    if (!reading.ok) return { kind: 'refused', refusal: reading.refusal };
    return { kind: 'handled', event: reading.event, outcome: await this.deps.handlePaymentEvent.execute(reading.event) };
  }
}
