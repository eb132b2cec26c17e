import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, newBusiness, newCustomer } from '../http/api-helpers.js';
import type { HttpClient } from '../http/test-server.js';
import { startTestServer, type TestServer } from '../http/test-server.js';
import { FakeStripeServer, signedEvent } from './fake-stripe-server.js';

const WEBHOOK_SECRET = 'whsec_endpoint_test';

let stripe: FakeStripeServer;
let server: TestServer;

beforeAll(async () => {
  stripe = await FakeStripeServer.start();
  // The server picks its gateway from the configuration, as in production.
  server = await startTestServer({
    payments: null,
    env: {
      STRIPE_SECRET_KEY: stripe.apiKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_endpoint',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** POST /api/stripe/webhook as Stripe sends it: no cookie, no Origin, the raw JSON and its signature. */
async function deliver(body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  const response = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function deliverEvent(event: Record<string, unknown>) {
  const { body, header } = signedEvent(event, WEBHOOK_SECRET);
  return deliver(body, header);
}

async function startCheckout() {
  const { client: customer } = await newCustomer(server);
  const reply = await customer.post('/api/create-payment-intent', { dealId: 101 }, { 'idempotency-key': `attempt-${Math.random().toString(36).slice(2)}` });
  expect(reply.status, reply.text).toBe(200);
  return { customer, paymentIntentId: reply.body.paymentIntentId as string, clientSecret: reply.body.clientSecret as string };
}

async function purchasesOf(customer: HttpClient) {
  const reply = await customer.get('/api/user/purchases');
  expect(reply.status).toBe(200);
  return reply.body as Record<string, unknown>[];
}

describe('POST /api/stripe/webhook against the Stripe gateway', () => {
  it('runs in Stripe mode, with intents created at the configured STRIPE_API_URL', async () => {
    const config = await server.client().get('/api/config');
    expect(config.body).toMatchObject({ paymentMode: 'stripe', stripePublishableKey: 'pk_test_endpoint' });
    const { paymentIntentId, clientSecret } = await startCheckout();
    expect(clientSecret).toBe(stripe.paymentIntentObject(paymentIntentId)['client_secret']);
  });

  it('records the purchase from a signed payment_intent.succeeded, once', async () => {
    const { customer, paymentIntentId } = await startCheckout();
    stripe.succeed(paymentIntentId);
    const event = stripe.event('payment_intent.succeeded', stripe.paymentIntentObject(paymentIntentId));

    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'purchase_recorded' } });
    expect(await deliverEvent(event)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    const purchases = await purchasesOf(customer);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ status: 'completed', demoPayment: false });
  });

  it('refuses a delivery without a valid signature, and acts on nothing', async () => {
    const { customer, paymentIntentId } = await startCheckout();
    stripe.succeed(paymentIntentId);
    const { body, header } = signedEvent(stripe.event('payment_intent.succeeded', stripe.paymentIntentObject(paymentIntentId)), WEBHOOK_SECRET);

    expect((await deliver(body)).status).toBe(400);
    expect((await deliver(body, header.replace(/v1=[0-9a-f]/, 'v1=x'))).status).toBe(400);
    expect((await deliver(body.replace('"livemode":false', '"livemode":true'), header)).status).toBe(400);
    const stale = signedEvent(JSON.parse(body), WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(stale.body, stale.header)).status).toBe(400);
    expect(await purchasesOf(customer)).toEqual([]);
  });

  it('marks the purchase refunded on charge.refunded', async () => {
    const { customer, paymentIntentId } = await startCheckout();
    stripe.succeed(paymentIntentId);
    await deliverEvent(stripe.event('payment_intent.succeeded', stripe.paymentIntentObject(paymentIntentId)));
    stripe.refund(paymentIntentId);

    expect(await deliverEvent(stripe.event('charge.refunded', stripe.chargeOf(paymentIntentId)))).toMatchObject({
      status: 200,
      body: { outcome: 'purchase_refunded' },
    });
    const purchases = await purchasesOf(customer);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ status: 'refunded' });
  });

  it('activates the business subscription on customer.subscription.updated', async () => {
    const business = await demoBusiness(server);
    const created = await business.post('/api/business/create-subscription');
    expect(created.status, created.text).toBe(201);
    expect((await business.get('/api/business/subscription')).body).toMatchObject({ clientSecret: created.body.clientSecret });

    const subscriptionId = stripe.subscriptionIds().at(-1) ?? '';
    const periodEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    stripe.activate(subscriptionId, periodEnd);

    expect(await deliverEvent(stripe.event('customer.subscription.updated', stripe.subscriptionObject(subscriptionId)))).toMatchObject({
      status: 200,
      body: { outcome: 'subscription_synced' },
    });
    const state = await business.get('/api/business/subscription');
    expect(state.body.subscription).toMatchObject({ status: 'active', currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString() });
  });

  it("keeps a business's payout account true to Stripe on signed Connect events, and books its bank payout", async () => {
    const { client: shop, id } = await newBusiness(server);
    expect((await shop.post('/api/business/connect/onboarding', {})).body.url).toMatch(/^https:\/\/connect\.stripe\.fake\/setup\//);
    const accountId = (await server.infrastructure.repositories.businesses.findById(id))!.stripeAccountId!;
    stripe.completeOnboarding(accountId);

    expect(await deliverEvent(stripe.connectEvent('account.updated', stripe.accountObject(accountId), accountId))).toMatchObject({
      status: 200,
      body: { outcome: 'account_synced' },
    });
    expect((await shop.get('/api/business/connect')).body).toMatchObject({ status: 'enabled', summary: 'Payouts on' });

    const payout = stripe.payOut(accountId, 1200);
    expect(await deliverEvent(stripe.connectEvent('payout.paid', payout, accountId))).toMatchObject({ status: 200, body: { outcome: 'bank_payout_recorded' } });
    expect(await server.infrastructure.repositories.ledger.has(`bank_payout:${payout['id'] as string}`)).toBe(true);
  });
});
