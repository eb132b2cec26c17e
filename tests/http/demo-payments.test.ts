import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import {
  adminClient,
  createDeal,
  DECLINING_CARD,
  demoBusiness,
  demoCustomer,
  expectError,
  expectNoSecrets,
  GOOD_CARD,
  newBusiness,
  newCustomer,
  newVerifiedBusiness,
  standardDeal,
} from './api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  const db = createInMemoryRepositories();
  const infrastructure: Infrastructure = { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' };
  const clock = new SystemClock();
  const payments = new DemoPaymentGateway({ repository: infrastructure.repositories.demoPayments, clock, ids: new CryptoCodeGenerator() });
  server = await startTestServer({ infrastructure, payments, clock });
});
afterAll(() => server.stop());

async function startCheckout(customer: HttpClient, dealId = 101, request: Record<string, unknown> = {}) {
  const reply = await customer.post('/api/create-payment-intent', { dealId, ...request });
  expect(reply.status, reply.text).toBe(200);
  return reply.body as { clientSecret: string; paymentIntentId: string; amount: number; price: number; discountPercent: number; redemptions: number };
}

function claimOf(intent: { paymentIntentId: string; price: number; discountPercent: number; redemptions: number }, dealId = 101) {
  return { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: intent.paymentIntentId };
}

describe('demo card payments', () => {
  it('create-payment-intent, confirm with the demo card, record: a demo purchase', async () => {
    const { client } = await newCustomer(server);
    const intent = await startCheckout(client, 101, { redemptions: 2 });
    expect(intent).toMatchObject({ amount: 13, paymentMode: 'demo' });
    expect(intent.paymentIntentId).toMatch(/^pi_demo_/);
    expect(intent.clientSecret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);

    const confirmed = await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });

    const purchase = await client.post('/api/purchases', claimOf(intent));
    expect(purchase.status).toBe(201);
    expect(purchase.body).toMatchObject({ demoPayment: true, amount: 13, redemptions: 2, status: 'completed', displayStatus: 'Active' });
    expect(purchase.body.textCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expectNoSecrets(purchase.body);

    // Confirming again is harmless; recording again answers the same purchase.
    expect((await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD })).body.status).toBe('succeeded');
    expect((await client.post('/api/purchases', claimOf(intent))).body.id).toBe(purchase.body.id);
  });

  it('works for the demo customer on a slider deal', async () => {
    const client = await demoCustomer(server);
    const intent = await startCheckout(client, 105, { customPrice: 30 });
    expect(intent).toMatchObject({ amount: 30, discountPercent: 35 });
    expect((await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD })).status).toBe(200);
    const purchase = await client.post('/api/purchases', claimOf(intent, 105));
    expect(purchase.body).toMatchObject({ demoPayment: true, dealId: 105, customPrice: 30, customDiscount: 35 });
  });

  it("refuses a malformed card with the schema's messages (400)", async () => {
    const { client } = await newCustomer(server);
    const intent = await startCheckout(client);
    const reply = await client.post('/api/demo-payments/confirm', {
      clientSecret: intent.clientSecret,
      card: { cardNumber: '4242-4242', expiry: '13/30', cvc: '12', nameOnCard: '' },
    });
    expectError(reply, 400, 'Invalid input');
    expect(reply.body.issues).toEqual([
      { path: 'cardNumber', message: 'Invalid input' },
      { path: 'expiry', message: 'Invalid input' },
      { path: 'cvc', message: 'Invalid input' },
      { path: 'nameOnCard', message: 'Required' },
    ]);

    const missing = await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret });
    expectError(missing, 400, 'Required');
    expect(missing.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['cardNumber', 'expiry', 'cvc', 'nameOnCard']);

    expectError(await client.post('/api/demo-payments/confirm', { card: GOOD_CARD }), 400, 'Required');
    // Nothing was paid.
    expectError(await client.post('/api/purchases', claimOf(intent)), 402);
  });

  it('declines the test card 4000 0000 0000 0002 (402); another card then pays', async () => {
    const { client } = await newCustomer(server);
    const intent = await startCheckout(client);
    const declined = await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: DECLINING_CARD });
    expectError(declined, 402, 'Your card was declined.');
    expect(declined.body.code).toBe('payment.card_declined');
    expectError(await client.post('/api/purchases', claimOf(intent)), 402);

    const expired = await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: { ...GOOD_CARD, expiry: '01/20' } });
    expectError(expired, 402, 'Your card has expired.');

    expect((await client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD })).status).toBe(200);
    expect((await client.post('/api/purchases', claimOf(intent))).status).toBe(201);
  });

  it('refuses to record a purchase before the payment is confirmed (402)', async () => {
    const { client } = await newCustomer(server);
    const intent = await startCheckout(client);
    const reply = await client.post('/api/purchases', claimOf(intent));
    expectError(reply, 402, 'The payment has not been completed');
    // A made-up demo payment id is not a payment either.
    expectError(await client.post('/api/purchases', { ...claimOf(intent), stripePaymentIntentId: 'pi_demo_madeup123' }), 404);
  });

  it("does not let another customer confirm (or see) my intent: 404, and it stays unpaid", async () => {
    const [me, other] = [await newCustomer(server), await newCustomer(server)];
    const intent = await startCheckout(me.client);
    expectError(await other.client.post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD }), 404, 'Payment not found');
    expectError(await other.client.post('/api/demo-payments/confirm', { clientSecret: intent.paymentIntentId, card: GOOD_CARD }), 404);
    expectError(await me.client.post('/api/purchases', claimOf(intent)), 402);
    // A forged secret for my own intent is not found either.
    expectError(await me.client.post('/api/demo-payments/confirm', { clientSecret: `${intent.paymentIntentId}_secret_forged`, card: GOOD_CARD }), 404);
  });

  it('is for customers: a business gets 403, a visitor 401', async () => {
    const { client } = await newCustomer(server);
    const intent = await startCheckout(client);
    expectError(await (await demoBusiness(server)).post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD }), 403);
    expectError(await server.client().post('/api/demo-payments/confirm', { clientSecret: intent.clientSecret, card: GOOD_CARD }), 401);
  });
});

describe('demo subscription', () => {
  it('none, then created (clientSecret), then paid with the demo card: active for a month', async () => {
    const business = await newBusiness(server);
    const client = business.client;
    const none = await client.get('/api/business/subscription');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ listing: { state: 'unverified', listedUntil: null, trialEndsAt: null, hiddenReason: null } });

    const created = await client.post('/api/business/create-subscription');
    expect(created.status).toBe(201);
    expect(created.body.clientSecret).toMatch(/^sub_demo_\w+_secret_\w+$/);
    expect(created.body.subscription).toMatchObject({ status: 'incomplete', currentPeriodEnd: null });
    expectNoSecrets(created.body);

    const awaiting = await client.get('/api/business/subscription');
    expect(awaiting.body).toEqual({ clientSecret: created.body.clientSecret, listing: none.body.listing });

    const declined = await client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: DECLINING_CARD });
    expectError(declined, 402, 'Your card was declined.');
    expect((await client.get('/api/business/subscription')).body).toEqual({ clientSecret: created.body.clientSecret, listing: none.body.listing });

    const paid = await client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: GOOD_CARD });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'active', subscription: { status: 'active' } });
    const periodEnd = Date.parse(paid.body.subscription.currentPeriodEnd);
    const days = (periodEnd - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const active = await client.get('/api/business/subscription');
    expect(active.body).toEqual({
      subscription: expect.objectContaining({ status: 'active', currentPeriodEnd: paid.body.subscription.currentPeriodEnd, cancelAtPeriodEnd: false }),
      // Unverified: nothing is public yet, whatever is paid.
      listing: none.body.listing,
    });
    expectNoSecrets(active.body);
    expect((await client.get('/api/user')).body).toMatchObject({ subscriptionActive: true, subscriptionExpiresAt: paid.body.subscription.currentPeriodEnd });

    expectError(await client.post('/api/business/create-subscription'), 409, 'Your subscription is already active.');
  });

  it('validates the card of a subscription payment', async () => {
    const business = await newBusiness(server);
    const created = await business.client.post('/api/business/create-subscription');
    const reply = await business.client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: { ...GOOD_CARD, cvc: 'abc' } });
    expectError(reply, 400, 'Invalid input');
    expect(reply.body.issues).toEqual([{ path: 'cvc', message: 'Invalid input' }]);
  });

  it("does not let another business pay (or activate) my subscription: 404, and it stays unpaid", async () => {
    const [mine, other] = [await newBusiness(server), await newBusiness(server)];
    const created = await mine.client.post('/api/business/create-subscription');
    const reply = await other.client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: GOOD_CARD });
    expectError(reply, 404, 'Subscription not found');
    expect((await mine.client.get('/api/business/subscription')).body).toMatchObject({ clientSecret: created.body.clientSecret });
    expect((await mine.client.get('/api/user')).body.subscriptionActive).toBe(false);
  });

  it('is for businesses: a customer gets 403, a visitor 401', async () => {
    const customer = await demoCustomer(server);
    for (const [method, path] of [
      ['GET', '/api/business/subscription'],
      ['POST', '/api/business/create-subscription'],
      ['POST', '/api/demo-payments/confirm-subscription'],
      ['POST', '/api/business/subscription/cancel'],
      ['POST', '/api/business/subscription/resume'],
    ] as const) {
      const body = method === 'POST' ? { json: { clientSecret: 'sub_demo_x_secret_y', card: GOOD_CARD } } : {};
      expectError(await customer.request(method, path, body), 403);
      expectError(await server.client().request(method, path, body), 401);
    }
  });
});

describe('with DEMO_MODE=false and no payment provider', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({ env: { DEMO_MODE: 'false' }, payments: null });
  });
  afterAll(() => closed.stop());

  it('has no demo payment endpoints (404)', async () => {
    const { client } = await newCustomer(closed);
    expectError(await client.post('/api/demo-payments/confirm', { clientSecret: 'pi_demo_x_secret_y', card: GOOD_CARD }), 404);
    expectError(await client.post('/api/demo-payments/confirm', {}), 404);
    const business = await newBusiness(closed);
    expectError(await business.client.post('/api/demo-payments/confirm-subscription', { clientSecret: 'sub_demo_x_secret_y', card: GOOD_CARD }), 404);
  });

  it("refuses to take a payment: 402 'payment.not_configured'", async () => {
    const seller = await newVerifiedBusiness(closed);
    const deal = await createDeal(seller.client, standardDeal());
    const { client } = await newCustomer(closed);
    const reply = await client.post('/api/create-payment-intent', { dealId: deal.id });
    expectError(reply, 402, /no payment provider/);
    expect(reply.body.code).toBe('payment.not_configured');

    const subscription = await seller.client.post('/api/business/create-subscription');
    expectError(subscription, 402);
    expect(subscription.body.code).toBe('payment.not_configured');
    // Setting up payouts says so in a merchant's words.
    const onboarding = await seller.client.post('/api/business/connect/onboarding');
    expectError(onboarding, 402, /^Payouts are not available: the server has no payment provider configured\.$/);
    expect(onboarding.body.code).toBe('payment.not_configured');
    expect((await seller.client.get('/api/business/subscription')).body).toEqual({ listing: expect.objectContaining({ state: 'trial' }) });

    expect((await closed.client().get('/api/config')).body).toEqual({ demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false });
    // The admin still signs in with the configured credentials.
    await adminClient(closed);
  });
});
