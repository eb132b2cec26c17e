import { describe, expect, it } from 'vitest';
import { ReceivePaymentWebhook } from '@marketplace/core/payments/application/receive-payment-webhook.use-case';
import type { PaymentWebhook, PaymentWebhookReading } from '@marketplace/core/payments/ports/payment-webhook.port';
import { createHarness } from './harness.js';

/** A provider whose deliveries verify when signed 'good', and hold the event as JSON. */
const signedGood: PaymentWebhook = {
  read(rawBody: string, signature: string | undefined): PaymentWebhookReading {
    if (signature !== 'good') return { ok: false, refusal: 'bad_signature' };
    const parsed = JSON.parse(rawBody) as { id?: string };
    return parsed.id ? { ok: true, event: { id: parsed.id, type: 'subscription.changed', subscriptionId: 'sub_unknown' } } : { ok: false, refusal: 'not_an_event' };
  },
};

describe('receiving the payment provider webhook', () => {
  it('refuses a delivery that does not verify, and handles nothing', async () => {
    const h = createHarness();
    const receive = new ReceivePaymentWebhook({ webhook: signedGood, handlePaymentEvent: h.handlePaymentEvent });
    expect(await receive.execute(JSON.stringify({ id: 'evt_1' }), 'forged')).toEqual({ kind: 'refused', refusal: 'bad_signature' });
    expect(await receive.execute(JSON.stringify({}), 'good')).toEqual({ kind: 'refused', refusal: 'not_an_event' });
    expect(await h.repositories.processedEvents.isProcessed('evt_1')).toBe(false);
  });

  it('handles a verified event once', async () => {
    const h = createHarness();
    const receive = new ReceivePaymentWebhook({ webhook: signedGood, handlePaymentEvent: h.handlePaymentEvent });
    const first = await receive.execute(JSON.stringify({ id: 'evt_2' }), 'good');
    expect(first).toMatchObject({ kind: 'handled', event: { id: 'evt_2' } });
    expect(first.kind === 'handled' && first.outcome).not.toBe('duplicate');
    expect(await receive.execute(JSON.stringify({ id: 'evt_2' }), 'good')).toMatchObject({ kind: 'handled', outcome: 'duplicate' });
  });

  it('has nothing to receive without a provider', async () => {
    const h = createHarness();
    const receive = new ReceivePaymentWebhook({ webhook: null, handlePaymentEvent: h.handlePaymentEvent });
    await expect(receive.execute('{}', 'good')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
