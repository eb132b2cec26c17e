import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { Deal, type DealProps } from '@marketplace/core/deals/domain/deal';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { expectError, GOOD_CARD, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { capturingLogger, startStripeWorld, WARN, type StripeWorld } from './security-servers.js';

/**
 * A payment that succeeded but can no longer become a purchase (the deal changed, was paused, or
 * the customer reached its limit between checkout and record) is refunded in full through the
 * payment gateway, logged at warn, and the customer is told: never kept silently. Through Stripe
 * (the fake Stripe server) and the demo gateway, on the MikroORM database.
 */

const MESSAGES = {
  deal_changed: 'This deal changed while you were paying, so no code was issued. Your payment has been refunded in full.',
  deal_unavailable: 'This deal is no longer available, so no code was issued. Your payment has been refunded in full.',
  limit_reached: 'You already hold as many uses of this deal as it allows per customer, so no code was issued. Your payment has been refunded in full.',
};

function infrastructureOf(database: MikroOrmDatabase): Infrastructure {
  return {
    repositories: database.repositories,
    transactions: database.transactions,
    isReachable: () => database.isReachable(),
    close: async () => undefined,
    describe: `MikroORM (${database.engine})`,
  };
}

/** Changes a deal behind the checkout's back, as its business (or an admin) would meanwhile. */
async function changeDeal(infrastructure: Infrastructure, id: number, change: Partial<DealProps>): Promise<() => Promise<void>> {
  const { deals } = infrastructure.repositories;
  const before = (await deals.findById(id))!.toProps();
  await deals.save(Deal.restore({ ...before, ...change }));
  return async () => deals.save(Deal.restore(before));
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
}, 60_000);
afterAll(() => testDb?.close());

describe('through Stripe', () => {
  let world: StripeWorld;
  let logs: ReturnType<typeof capturingLogger>;

  beforeAll(async () => {
    logs = capturingLogger();
    world = await startStripeWorld({ infrastructure: infrastructureOf(testDb.database), logger: logs.logger });
  });
  afterAll(() => world?.stop());

  /** A new customer's checkout of the deal, paid at Stripe; nothing recorded yet. */
  async function paid(dealId: number, customer?: HttpClient) {
    const client = customer ?? (await newCustomer(world.server)).client;
    const intent = await client.post('/api/create-payment-intent', { dealId });
    expect(intent.status, intent.text).toBe(200);
    const paymentIntentId = intent.body.paymentIntentId as string;
    world.stripe.succeed(paymentIntentId);
    const claim = { dealId, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: intent.body.redemptions, stripePaymentIntentId: paymentIntentId };
    return { customer: client, paymentIntentId, claim };
  }

  function refundsOf(paymentIntentId: string) {
    return world.stripe.refundObjects().filter((refund) => refund['payment_intent'] === paymentIntentId);
  }

  function warnings(paymentIntentId: string) {
    return logs.lines.filter((line) => line['level'] === WARN && line['paymentIntentId'] === paymentIntentId);
  }

  it('the deal\'s discount changed: POST /api/purchases refunds in full, says so (409), logs at warn', async () => {
    const { customer, paymentIntentId, claim } = await paid(101);
    const restore = await changeDeal(world.server.infrastructure, 101, { discountPercent: 30 });
    try {
      const reply = await customer.post('/api/purchases', claim);
      expectError(reply, 409, MESSAGES.deal_changed);
      expect(reply.body.code).toBe('purchase.payment_refunded');

      expect(world.stripe.chargeOf(paymentIntentId)).toMatchObject({ refunded: true });
      const refunds = refundsOf(paymentIntentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: world.stripe.paymentIntentObject(paymentIntentId)['amount'], metadata: { cause: 'purchase_not_recordable' } });
      const [refundRequest] = world.stripe.requestsTo('POST', '/v1/refunds').filter((request) => request.params['payment_intent'] === paymentIntentId);
      expect(refundRequest?.idempotencyKey).toBe(`unrecordable-refund:${paymentIntentId}`);
      expect(warnings(paymentIntentId)).toEqual([expect.objectContaining({ reason: 'deal_changed', refundedNow: true, msg: 'unrecordable payment refunded' })]);
      expect((await customer.get('/api/user/purchases')).body).toEqual([]);

      // Stripe's "succeeded" arrives afterwards: still no purchase, and no second refund.
      const event = world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
      expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'unrecordable_refunded:deal_changed' });
      expect(refundsOf(paymentIntentId)).toHaveLength(1);
      expect((await customer.get('/api/user/purchases')).body).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('the deal was paused: the webhook that records purchases refunds it and logs at warn; the browser then hears why', async () => {
    const { customer, paymentIntentId, claim } = await paid(106);
    const restore = await changeDeal(world.server.infrastructure, 106, { active: false });
    try {
      const event = world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
      expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'unrecordable_refunded:deal_unavailable' });
      expect(refundsOf(paymentIntentId)).toHaveLength(1);
      expect(warnings(paymentIntentId)).toEqual([expect.objectContaining({ reason: 'deal_unavailable', eventId: event['id'] })]);

      expectError(await customer.post('/api/purchases', claim), 409, MESSAGES.deal_unavailable);
      expect(refundsOf(paymentIntentId)).toHaveLength(1);
      expect((await customer.get('/api/user/purchases')).body).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('the deal ended between checkout and record: refunded', async () => {
    const { customer, paymentIntentId, claim } = await paid(107);
    const restore = await changeDeal(world.server.infrastructure, 107, { endDate: new Date(Date.now() - 2 * 86_400_000) });
    try {
      expectError(await customer.post('/api/purchases', claim), 409, MESSAGES.deal_unavailable);
      expect(world.stripe.chargeOf(paymentIntentId)).toMatchObject({ refunded: true });
    } finally {
      await restore();
    }
  });

  it('the customer reached the deal\'s limit with a second payment started meanwhile: that one is refunded', async () => {
    // Deal 102 allows one purchase per customer; two checkouts were paid before either was recorded.
    const first = await paid(102);
    const second = await paid(102, first.customer);
    expect((await first.customer.post('/api/purchases', first.claim)).status).toBe(201);

    const reply = await first.customer.post('/api/purchases', second.claim);
    expectError(reply, 409, MESSAGES.limit_reached);
    expect(refundsOf(second.paymentIntentId)).toHaveLength(1);
    expect(refundsOf(first.paymentIntentId)).toHaveLength(0);
    expect(warnings(second.paymentIntentId)).toEqual([expect.objectContaining({ reason: 'limit_reached' })]);
    expect((await first.customer.get('/api/user/purchases')).body).toHaveLength(1);
  });

  it('a payment that still fits its deal is recorded and never refunded', async () => {
    const { customer, paymentIntentId, claim } = await paid(108);
    expect((await customer.post('/api/purchases', claim)).status).toBe(201);
    expect(refundsOf(paymentIntentId)).toHaveLength(0);
    expect(warnings(paymentIntentId)).toEqual([]);
  });
});

describe('through the demo payment gateway', () => {
  let server: TestServer;
  let gateway: DemoPaymentGateway;

  beforeAll(async () => {
    const clock = new SystemClock();
    const infrastructure = infrastructureOf(testDb.database);
    gateway = new DemoPaymentGateway({ repository: infrastructure.repositories.demoPayments, clock, ids: new CryptoCodeGenerator() });
    server = await startTestServer({ infrastructure, payments: gateway, clock });
  });
  afterAll(() => server?.stop());

  it('a demo payment for a deal paused meanwhile is refunded (the intent reads refunded) and the customer told', async () => {
    const { client: customer } = await newCustomer(server);
    const intent = await customer.post('/api/create-payment-intent', { dealId: 109, customPrice: 10 });
    expect(intent.status, intent.text).toBe(200);
    expect((await customer.post('/api/demo-payments/confirm', { clientSecret: intent.body.clientSecret, card: GOOD_CARD })).status).toBe(200);
    const restore = await changeDeal(server.infrastructure, 109, { active: false });
    try {
      const reply = await customer.post('/api/purchases', {
        dealId: 109,
        price: intent.body.price,
        discountPercent: intent.body.discountPercent,
        redemptions: intent.body.redemptions,
        stripePaymentIntentId: intent.body.paymentIntentId,
      });
      expectError(reply, 409, MESSAGES.deal_unavailable);
      expect(await gateway.retrievePaymentIntent(intent.body.paymentIntentId)).toMatchObject({ status: 'succeeded', refunded: true });
      expect((await server.infrastructure.repositories.demoPayments.findById(intent.body.paymentIntentId))?.status).toBe('refunded');
      expect((await customer.get('/api/user/purchases')).body).toEqual([]);
    } finally {
      await restore();
    }
  });
});
