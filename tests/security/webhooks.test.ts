import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, expectError } from '../http/api-helpers.js';
import type { HttpClient } from '../http/test-server.js';
import { signedEvent } from '../stripe/fake-stripe-server.js';
import { startStripeWorld, WEBHOOK_SECRET, type StripeWorld } from './security-servers.js';

let world: StripeWorld;
beforeAll(async () => {
  world = await startStripeWorld();
});
afterAll(() => world.stop());

async function purchasesOf(customer: HttpClient) {
  const reply = await customer.get('/api/user/purchases');
  expect(reply.status).toBe(200);
  return reply.body as { id: number; status: string }[];
}

function succeeded(paymentIntentId: string) {
  return world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
}

describe('Stripe webhooks: replay, duplicates and order', () => {
  it('processes a replayed event id once, however often and however freshly signed', async () => {
    const { customer, paymentIntentId } = await world.paidCheckout();
    const event = succeeded(paymentIntentId);
    expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'purchase_recorded' });
    const replays = await Promise.all([world.deliverEvent(event), world.deliverEvent(event), world.deliverEvent(event)]);
    for (const replay of replays) expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await purchasesOf(customer)).toHaveLength(1);
  });

  it('gives one purchase when concurrent first deliveries race', async () => {
    const { customer, paymentIntentId } = await world.paidCheckout();
    const event = succeeded(paymentIntentId);
    await Promise.all([world.deliverEvent(event), world.deliverEvent(event), world.deliverEvent(event)]);
    expect(await purchasesOf(customer)).toHaveLength(1);
  });

  it('ends refunded and unredeemable when the refund arrives before the payment', async () => {
    const { customer, paymentIntentId } = await world.paidCheckout();
    const paymentEvent = succeeded(paymentIntentId);
    world.stripe.refund(paymentIntentId);

    expect((await world.deliverEvent(world.stripe.event('charge.refunded', world.stripe.chargeOf(paymentIntentId)))).body).toMatchObject({ outcome: 'refund_before_purchase' });
    expect((await world.deliverEvent(paymentEvent)).status).toBe(200);

    const [purchase] = await purchasesOf(customer);
    expect(purchase).toMatchObject({ status: 'refunded' });
    expectError(await customer.post(`/api/purchases/${purchase!.id}/redeem`), 410);
  });

  it('keeps an active subscription active when an older event arrives last', async () => {
    const business = await demoBusiness(world.server);
    expect((await business.post('/api/business/create-subscription')).status).toBe(201);
    const subscriptionId = world.stripe.subscriptionIds().at(-1)!;
    const older = world.stripe.event('customer.subscription.created', world.stripe.subscriptionObject(subscriptionId));
    world.stripe.activate(subscriptionId, new Date(Date.now() + 30 * 86_400_000));
    const newer = world.stripe.event('customer.subscription.updated', world.stripe.subscriptionObject(subscriptionId));

    await world.deliverEvent(newer);
    await world.deliverEvent(older);
    expect((await business.get('/api/business/subscription')).body.subscription).toMatchObject({ status: 'active' });
    expect((await business.get('/api/user')).body.subscriptionActive).toBe(true);
  });
});

describe('Stripe webhooks: signatures', () => {
  it('refuses a stale signature timestamp (a captured delivery replayed later) and acts on nothing', async () => {
    const { customer, paymentIntentId } = await world.paidCheckout();
    const fiveMinutesAndASecondAgo = Math.floor(Date.now() / 1000) - 301;
    const stale = await world.deliverEvent(succeeded(paymentIntentId), { timestamp: fiveMinutesAndASecondAgo });
    expect(stale).toEqual({ status: 400, body: { message: 'Invalid webhook signature.' } });
    expect(await purchasesOf(customer)).toEqual([]);
  });

  it('refuses a missing signature, another secret, and a body changed under a valid signature', async () => {
    const { customer, paymentIntentId } = await world.paidCheckout();
    const event = succeeded(paymentIntentId);
    const { body, header } = signedEvent(event, WEBHOOK_SECRET);
    const forged = signedEvent(event, 'whsec_attacker');
    expect((await world.deliver(body)).status).toBe(400);
    expect((await world.deliver(forged.body, forged.header)).status).toBe(400);
    expect((await world.deliver(body.replace(paymentIntentId, `${paymentIntentId}x`), header)).status).toBe(400);
    expect(await purchasesOf(customer)).toEqual([]);
    // The genuine delivery still works afterwards: the refusals marked nothing as processed.
    expect((await world.deliver(body, header)).body).toMatchObject({ outcome: 'purchase_recorded' });
  });
});
