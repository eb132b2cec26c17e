import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, expectError, livePass } from '../http/api-helpers.js';
import type { HttpClient } from '../http/test-server.js';
import { startStripeWorld, type StripeWorld } from './security-servers.js';

let world: StripeWorld;
let shop: HttpClient;
beforeAll(async () => {
  world = await startStripeWorld();
  // Deal 101 belongs to the demo business.
  shop = await demoBusiness(world.server);
});
afterAll(() => world.stop());

/** A recorded purchase of deal 101, paid through Stripe. */
async function purchased(redemptions = 1) {
  const { customer, paymentIntentId, claim } = await world.paidCheckout(redemptions);
  const reply = await customer.post('/api/purchases', claim);
  expect(reply.status, reply.text).toBe(201);
  return { customer, paymentIntentId, purchase: reply.body as { id: number; textCode: string; qrCode: string; passSecret: string } };
}

async function refund(paymentIntentId: string) {
  world.stripe.refund(paymentIntentId);
  const reply = await world.deliverEvent(world.stripe.event('charge.refunded', world.stripe.chargeOf(paymentIntentId)));
  expect(reply.body).toMatchObject({ outcome: 'purchase_refunded' });
}

describe('refunds and redemption', () => {
  it('a refunded purchase cannot be redeemed by the customer or at the till', async () => {
    const { customer, paymentIntentId, purchase } = await purchased();
    await refund(paymentIntentId);

    expectError(await customer.post(`/api/purchases/${purchase.id}/redeem`), 410);
    expectError(await shop.post('/api/business/redeem', { code: purchase.textCode }), 410);
    expectError(await shop.post('/api/business/redeem', { code: livePass(purchase, new Date()) }), 410);
    const check = await shop.post('/api/business/validate-code', { code: purchase.textCode });
    expect(check.body).toMatchObject({ redeemable: false });

    const stored = (await world.server.infrastructure.repositories.purchases.findById(purchase.id))!.toProps();
    expect(stored).toMatchObject({ status: 'refunded', redemptionsUsed: 0 });
    expect(await world.server.infrastructure.repositories.redemptions.listByPurchase(purchase.id)).toEqual([]);
  });

  it('a refund after a redemption keeps the log, marks the purchase refunded and stops the remaining uses', async () => {
    const { customer, paymentIntentId, purchase } = await purchased(2);
    expect((await shop.post('/api/business/redeem', { code: purchase.textCode })).status).toBe(200);

    await refund(paymentIntentId);

    const stored = (await world.server.infrastructure.repositories.purchases.findById(purchase.id))!.toProps();
    expect(stored).toMatchObject({ status: 'refunded', redemptionsUsed: 1 });
    const log = await world.server.infrastructure.repositories.redemptions.listByPurchase(purchase.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ purchaseId: purchase.id, channel: 'text_code' });

    expectError(await customer.post(`/api/purchases/${purchase.id}/redeem`), 410);
    expectError(await shop.post('/api/business/redeem', { code: livePass(purchase, new Date()) }), 410);
    expect(await world.server.infrastructure.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
    const [shown] = (await customer.get('/api/user/purchases')).body;
    expect(shown).toMatchObject({ id: purchase.id, status: 'refunded', redemptionsUsed: 1 });
  });

  it('a repeated refund event changes nothing more', async () => {
    const { paymentIntentId, purchase } = await purchased();
    world.stripe.refund(paymentIntentId);
    const event = world.stripe.event('charge.refunded', world.stripe.chargeOf(paymentIntentId));
    expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'purchase_refunded' });
    expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await world.server.infrastructure.repositories.purchases.findById(purchase.id))!.toProps().status).toBe('refunded');
  });
});
