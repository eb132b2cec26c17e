import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { demoBusiness, expectError, livePass } from '../http/api-helpers.js';
import type { HttpClient } from '../http/test-server.js';
import { startStripeWorld, type StripeWorld } from './security-servers.js';

/**
 * A chargeback (`charge.dispute.created`, signed) voids the purchase's code exactly as a refund
 * does, once per event, whether it arrives after the purchase was recorded or before. On the
 * MikroORM database (PostgreSQL with TEST_DATABASE_URL).
 */

let testDb: TestDatabase;
let world: StripeWorld;
let shop: HttpClient;

beforeAll(async () => {
  testDb = await openTestDatabase();
  const { database } = testDb;
  const infrastructure: Infrastructure = {
    repositories: database.repositories,
    transactions: database.transactions,
    isReachable: () => database.isReachable(),
    close: async () => undefined,
    describe: `MikroORM (${database.engine})`,
  };
  world = await startStripeWorld({ infrastructure });
  // Deal 101 belongs to the demo business.
  shop = await demoBusiness(world.server);
}, 60_000);

afterAll(async () => {
  await world?.stop();
  await testDb?.close();
});

async function purchased(redemptions = 1) {
  const { customer, paymentIntentId, claim } = await world.paidCheckout(redemptions);
  const reply = await customer.post('/api/purchases', claim);
  expect(reply.status, reply.text).toBe(201);
  return { customer, paymentIntentId, claim, purchase: reply.body as { id: number; textCode: string; qrCode: string; passSecret: string } };
}

async function expectVoid(customer: HttpClient, purchase: { id: number; textCode: string; qrCode: string; passSecret: string }) {
  expectError(await customer.post(`/api/purchases/${purchase.id}/redeem`), 410);
  expectError(await shop.post('/api/business/redeem', { code: purchase.textCode }), 410);
  expectError(await shop.post('/api/business/redeem', { code: livePass(purchase, new Date()) }), 410);
  expect((await shop.post('/api/business/validate-code', { code: purchase.textCode })).body).toMatchObject({ redeemable: false });
  const stored = (await world.server.infrastructure.repositories.purchases.findById(purchase.id))!.toProps();
  expect(stored.status).toBe('refunded');
  const shown = ((await customer.get('/api/user/purchases')).body as { id: number; status: string }[]).find((p) => p.id === purchase.id);
  expect(shown).toMatchObject({ status: 'refunded' });
}

describe('disputed charges', () => {
  it('a dispute on a recorded purchase voids its code for the customer and at the till', async () => {
    const { customer, paymentIntentId, purchase } = await purchased(2);
    expect((await shop.post('/api/business/redeem', { code: purchase.textCode })).status).toBe(200);

    const dispute = world.stripe.dispute(paymentIntentId);
    const reply = await world.deliverEvent(world.stripe.event('charge.dispute.created', dispute));
    expect(reply).toMatchObject({ status: 200, body: { outcome: 'purchase_disputed' } });

    await expectVoid(customer, purchase);
    // The use already made stays in the log; no further use is recorded.
    expect(await world.server.infrastructure.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
  });

  it('is handled once per event id', async () => {
    const { paymentIntentId, purchase } = await purchased();
    const event = world.stripe.event('charge.dispute.created', world.stripe.dispute(paymentIntentId));
    expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'purchase_disputed' });
    expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await world.server.infrastructure.repositories.purchases.findById(purchase.id))!.toProps().status).toBe('refunded');
  });

  it('a dispute that arrives before the purchase is recorded leaves a void purchase, whatever records it next', async () => {
    const { customer, paymentIntentId, claim } = await world.paidCheckout();
    const first = await world.deliverEvent(world.stripe.event('charge.dispute.created', world.stripe.dispute(paymentIntentId)));
    expect(first.body).toMatchObject({ outcome: 'dispute_before_purchase' });

    // The browser's record and Stripe's "succeeded" come later: the purchase stays void, and single.
    const recorded = await customer.post('/api/purchases', claim);
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.body).toMatchObject({ status: 'refunded' });
    const succeeded = world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
    expect((await world.deliverEvent(succeeded)).body).toMatchObject({ outcome: 'purchase_recorded' });
    const mine = (await customer.get('/api/user/purchases')).body as unknown[];
    expect(mine).toHaveLength(1);
    await expectVoid(customer, recorded.body);
  });

  it('the browser recording after a dispute it did not hear about gets a void purchase', async () => {
    const { customer, paymentIntentId, claim } = await world.paidCheckout();
    world.stripe.dispute(paymentIntentId);
    const recorded = await customer.post('/api/purchases', claim);
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.body).toMatchObject({ status: 'refunded' });
    await expectVoid(customer, recorded.body);
  });

  it('finds the payment through the dispute\'s charge when the dispute does not name it', async () => {
    const { customer, paymentIntentId, purchase } = await purchased();
    const dispute = world.stripe.dispute(paymentIntentId, { withPaymentIntent: false });
    expect((await world.deliverEvent(world.stripe.event('charge.dispute.created', dispute))).body).toMatchObject({ outcome: 'purchase_disputed' });
    await expectVoid(customer, purchase);
  });

  it('an unsigned or wrongly signed dispute changes nothing', async () => {
    const { customer, paymentIntentId, purchase } = await purchased();
    const event = world.stripe.event('charge.dispute.created', world.stripe.dispute(paymentIntentId));
    expect((await world.deliver(JSON.stringify(event))).status).toBe(400);
    expect((await world.deliver(JSON.stringify(event), 't=1,v1=deadbeef')).status).toBe(400);
    expect((await world.server.infrastructure.repositories.purchases.findById(purchase.id))!.toProps().status).toBe('completed');
    expect((await customer.post(`/api/purchases/${purchase.id}/redeem`)).status).toBe(200);
  });
});
