import { describe, expect, it } from 'vitest';
import { parseStripeWebhook, StripeEventError, StripeSignatureError } from '@marketplace/adapters-stripe/stripe-webhook';
import { signedEvent } from './fake-stripe-server.js';

const SECRET = 'whsec_test_secret';

function stripeEvent(type: string, object: Record<string, unknown>, id = 'evt_1') {
  return { id, object: 'event', api_version: '2026-10-28.endive', created: 1750000000, data: { object }, livemode: false, type };
}

function parse(payload: unknown) {
  const { body, header } = signedEvent(payload, SECRET);
  return parseStripeWebhook(body, header, SECRET);
}

describe('parseStripeWebhook: what each event means to us', () => {
  it('a payment intent succeeded', () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', status: 'succeeded' }, 'evt_succeeded');
    expect(parse(event)).toEqual({ id: 'evt_succeeded', type: 'payment_intent.succeeded', paymentIntentId: 'pi_1' });
  });

  it("a payment failed, with the card's reason", () => {
    const failed = { id: 'pi_1', object: 'payment_intent', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } };
    expect(parse(stripeEvent('payment_intent.payment_failed', failed))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.payment_failed',
      paymentIntentId: 'pi_1',
      reason: 'Your card was declined.',
    });
    expect(parse(stripeEvent('payment_intent.payment_failed', { id: 'pi_2', last_payment_error: null }))).toMatchObject({ reason: null });
  });

  it("a charge was refunded: its payment intent, as an id or expanded", () => {
    expect(parse(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount_refunded: 2000 }))).toEqual({
      id: 'evt_1',
      type: 'charge.refunded',
      paymentIntentId: 'pi_1',
    });
    expect(parse(stripeEvent('charge.refunded', { id: 'ch_1', payment_intent: { id: 'pi_2', object: 'payment_intent' } }))).toMatchObject({
      paymentIntentId: 'pi_2',
    });
    expect(parse(stripeEvent('charge.refunded', { id: 'ch_1', payment_intent: null }))).toEqual({ id: 'evt_1', type: 'ignored', providerType: 'charge.refunded' });
  });

  it.each(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'customer.subscription.paused'])(
    '%s is subscription news',
    (type) => {
      expect(parse(stripeEvent(type, { id: 'sub_1', object: 'subscription', status: 'active' }))).toEqual({
        id: 'evt_1',
        type: 'subscription.changed',
        subscriptionId: 'sub_1',
      });
    },
  );

  it.each(['invoice.paid', 'invoice.payment_succeeded', 'invoice.payment_failed'])('%s is news of its subscription', (type) => {
    const current = { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } } };
    expect(parse(stripeEvent(type, current))).toEqual({ id: 'evt_1', type: 'subscription.changed', subscriptionId: 'sub_1' });
    // Webhook endpoints on API versions before 2025-03-31 still send the invoice's own `subscription`.
    expect(parse(stripeEvent(type, { id: 'in_1', object: 'invoice', subscription: 'sub_2' }))).toMatchObject({ subscriptionId: 'sub_2' });
    expect(parse(stripeEvent(type, { id: 'in_1', object: 'invoice', subscription: { id: 'sub_3' } }))).toMatchObject({ subscriptionId: 'sub_3' });
  });

  it('an invoice of no subscription is ignored', () => {
    const oneOff = { id: 'in_1', object: 'invoice', parent: null, subscription: null };
    expect(parse(stripeEvent('invoice.paid', oneOff))).toEqual({ id: 'evt_1', type: 'ignored', providerType: 'invoice.paid' });
  });

  it('anything else is ignored, under its own type', () => {
    expect(parse(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).toEqual({ id: 'evt_1', type: 'ignored', providerType: 'customer.created' });
    expect(parse(stripeEvent('payment_intent.created', { id: 'pi_1' }))).toEqual({ id: 'evt_1', type: 'ignored', providerType: 'payment_intent.created' });
  });

  it('refuses a correctly signed payload that is not an event, or names ids no Stripe object has', () => {
    const { data: _data, ...withoutData } = stripeEvent('charge.refunded', { id: 'ch_1', payment_intent: 'pi_1' });
    for (const payload of [[], 'evt', null, withoutData, { ...withoutData, data: [] }, { ...withoutData, data: { object: {} }, id: '' }]) {
      expect(() => parse(payload), JSON.stringify(payload)).toThrow(StripeEventError);
    }
    expect(() => parse(stripeEvent('payment_intent.succeeded', { id: 'pi_1' }, 'evt_\u0000'))).toThrow(StripeEventError);
    expect(() => parse(stripeEvent('payment_intent.succeeded', { id: 'pi_\ud800' }))).toThrow(StripeEventError);
    expect(() => parse(stripeEvent('payment_intent.succeeded', { id: `pi_${'x'.repeat(300)}` }))).toThrow(StripeEventError);
  });

  it('takes the raw body as a Buffer too', () => {
    const { body, header } = signedEvent(stripeEvent('payment_intent.succeeded', { id: 'pi_1' }), SECRET);
    expect(parseStripeWebhook(Buffer.from(body, 'utf8'), header, SECRET)).toMatchObject({ paymentIntentId: 'pi_1' });
  });
});

describe('parseStripeWebhook: only what Stripe signed', () => {
  const event = stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });

  function refusal(call: () => unknown): StripeSignatureError {
    try {
      call();
    } catch (error) {
      expect(error).toBeInstanceOf(StripeSignatureError);
      return error as StripeSignatureError;
    }
    throw new Error('expected the delivery to be refused');
  }

  it('refuses a tampered body', () => {
    const { body, header } = signedEvent(event, SECRET);
    const tampered = body.replace('pi_1', 'pi_2');
    expect(refusal(() => parseStripeWebhook(tampered, header, SECRET)).reason).toBe('invalid');
  });

  it('refuses a body re-serialised after parsing', () => {
    const { body, header } = signedEvent(event, SECRET);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(refusal(() => parseStripeWebhook(reformatted, header, SECRET)).reason).toBe('invalid');
  });

  it('refuses a signature made with another secret', () => {
    const { body, header } = signedEvent(event, 'whsec_someone_else');
    expect(refusal(() => parseStripeWebhook(body, header, SECRET)).reason).toBe('invalid');
  });

  it('refuses a missing or garbled header', () => {
    const { body } = signedEvent(event, SECRET);
    expect(refusal(() => parseStripeWebhook(body, undefined, SECRET)).reason).toBe('missing');
    expect(refusal(() => parseStripeWebhook(body, '', SECRET)).reason).toBe('missing');
    expect(refusal(() => parseStripeWebhook(body, 'not-a-signature', SECRET)).reason).toBe('invalid');
  });

  it('refuses a signature older than the tolerance (300 s by default), so an old delivery cannot be replayed', () => {
    const now = Date.parse('2025-06-15T12:00:00.000Z');
    const signedAt = (secondsAgo: number) => signedEvent(event, SECRET, { timestamp: Math.floor(now / 1000) - secondsAgo });

    const fresh = signedAt(299);
    expect(parseStripeWebhook(fresh.body, fresh.header, SECRET, { now: () => now })).toMatchObject({ paymentIntentId: 'pi_1' });
    const stale = signedAt(301);
    expect(refusal(() => parseStripeWebhook(stale.body, stale.header, SECRET, { now: () => now })).reason).toBe('stale');

    const withinLongerTolerance = signedAt(900);
    expect(parseStripeWebhook(withinLongerTolerance.body, withinLongerTolerance.header, SECRET, { now: () => now, toleranceSeconds: 1000 })).toMatchObject({
      type: 'payment_intent.succeeded',
    });
    expect(refusal(() => parseStripeWebhook(fresh.body, fresh.header, SECRET, { now: () => now, toleranceSeconds: 60 })).reason).toBe('stale');
  });

  it('treats an empty secret or a zero tolerance as our misconfiguration, not a bad delivery', () => {
    const { body, header } = signedEvent(event, SECRET);
    expect(() => parseStripeWebhook(body, header, '')).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseStripeWebhook(body, header, '   ')).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseStripeWebhook(body, header, SECRET, { toleranceSeconds: 0 })).toThrow(RangeError);
  });
});

describe('parseStripeWebhook: Connect events', () => {
  it('account.updated names the connected account, which the handler reads again', () => {
    const event = { ...stripeEvent('account.updated', { id: 'acct_1', object: 'account', charges_enabled: true }, 'evt_account'), account: 'acct_1' };
    expect(parse(event)).toEqual({ id: 'evt_account', type: 'account.updated', accountId: 'acct_1' });
  });

  it("payout.paid of a connected account: the account, the payout, its amount and arrival", () => {
    const payout = { id: 'po_1', object: 'payout', amount: 1500, currency: 'usd', arrival_date: 1750100000, status: 'paid' };
    expect(parse({ ...stripeEvent('payout.paid', payout, 'evt_payout'), account: 'acct_1' })).toEqual({
      id: 'evt_payout',
      type: 'payout.paid',
      accountId: 'acct_1',
      payoutId: 'po_1',
      amountCents: 1500,
      arrivedAt: new Date(1750100000 * 1000),
    });
  });

  it("ignores the platform's own payouts (no account) and payouts without a usable amount", () => {
    const payout = { id: 'po_1', object: 'payout', amount: 1500, arrival_date: 1750100000 };
    expect(parse(stripeEvent('payout.paid', payout))).toEqual({ id: 'evt_1', type: 'ignored', providerType: 'payout.paid' });
    expect(parse({ ...stripeEvent('payout.paid', { ...payout, amount: 0 }), account: 'acct_1' })).toMatchObject({ type: 'ignored' });
    expect(parse({ ...stripeEvent('payout.paid', { ...payout, amount: '15' }), account: 'acct_1' })).toMatchObject({ type: 'ignored' });
  });
});

describe('StripePaymentWebhook: the platform and the Connect endpoint', () => {
  it("accepts a delivery signed with either endpoint's secret, and refuses any other", async () => {
    const { StripePaymentWebhook } = await import('@marketplace/adapters-stripe/stripe-payment-webhook');
    const webhook = new StripePaymentWebhook([SECRET, 'whsec_connect_secret']);
    const event = { ...stripeEvent('account.updated', { id: 'acct_1', object: 'account' }), account: 'acct_1' };
    for (const secret of [SECRET, 'whsec_connect_secret']) {
      const { body, header } = signedEvent(event, secret);
      expect(webhook.read(body, header)).toEqual({ ok: true, event: { id: 'evt_1', type: 'account.updated', accountId: 'acct_1' } });
    }
    const forged = signedEvent(event, 'whsec_someone_else');
    expect(webhook.read(forged.body, forged.header)).toEqual({ ok: false, refusal: 'bad_signature' });
    expect(new StripePaymentWebhook(SECRET).read(signedEvent(event, 'whsec_connect_secret').body, signedEvent(event, 'whsec_connect_secret').header)).toEqual({
      ok: false,
      refusal: 'bad_signature',
    });
  });
});
