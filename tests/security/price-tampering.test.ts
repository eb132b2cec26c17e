import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type TestServer } from '../http/test-server.js';
import { startStripeWorld, type StripeWorld } from './security-servers.js';

let server: TestServer;
let world: StripeWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await startStripeWorld();
});
afterAll(async () => {
  await server.stop();
  await world.stop();
});

/** What the payment provider was asked to charge for an intent, in cents. */
function chargedCents(paymentIntentId: string): number | undefined {
  return server.fakePayments().paymentIntents().find((intent) => intent.id === paymentIntentId)?.amountCents;
}

describe('price tampering at checkout', () => {
  it("charges the server's amount: amount, price and fee fields of the client are ignored", async () => {
    const { client } = await newCustomer(server);
    // Deal 101: $8, charged exactly $8.
    const reply = await client.post('/api/create-payment-intent', { dealId: 101, amount: 0.5, price: 0.5, amountCents: 50, platformFee: 0, total: 0.5 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ amount: 8, price: 8 });
    expect(chargedCents(reply.body.paymentIntentId)).toBe(800);
  });

  it.each([
    [{ dealId: 101, customPrice: 1 }, /This deal costs \$8\.00/],
    [{ dealId: 101, customDiscount: 90 }, /is 15%, not 90%/],
    [{ dealId: 103, customPrice: 20, customDiscount: 30 }, 'The discount at $20.00 is 25%, not 30%.'],
    [{ dealId: 103, customPrice: 5, customDiscount: 25 }, /is 10%, not 25%/],
  ])('refuses a request %o that disagrees with the deal (400) and opens no payment', async (request, message) => {
    const { client } = await newCustomer(server);
    const before = server.fakePayments().paymentIntents().length;
    expectError(await client.post('/api/create-payment-intent', request), 400, message);
    expect(server.fakePayments().paymentIntents()).toHaveLength(before);
  });

  it('refuses a purchase claim cheaper than what was paid, and records nothing', async () => {
    const { client } = await newCustomer(server);
    const intent = await client.post('/api/create-payment-intent', { dealId: 103, customPrice: 20 });
    server.fakePayments().succeed(intent.body.paymentIntentId);
    const claim = { dealId: 103, price: 20, discountPercent: 25, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId };
    for (const tampered of [{ price: 5 }, { discountPercent: 50 }, { redemptions: 10 }]) {
      expectError(await client.post('/api/purchases', { ...claim, ...tampered }), 400, 'The purchase does not match the payment');
    }
    expect((await client.get('/api/user/purchases')).body).toEqual([]);
    expect((await client.post('/api/purchases', claim)).body).toMatchObject({ amount: 20, discountPercent: 25 });
  });

  it('refuses a payment whose amount at the provider is not what the server asked for', async () => {
    const { customer, paymentIntentId, claim } = await world.paidCheckout();
    world.stripe.tamper(paymentIntentId, { amount: 100 });
    // No code for the wrong amount, and the money is given back rather than kept.
    const reply = await customer.post('/api/purchases', claim);
    expectError(reply, 409);
    expect(reply.body).toMatchObject({ code: 'purchase.payment_refunded' });
    expect(world.stripe.chargeOf(paymentIntentId)).toMatchObject({ refunded: true });
    const event = world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
    expect((await world.deliverEvent(event)).body).toMatchObject({ outcome: 'unrecordable_refunded:deal_changed' });
    expect((await customer.get('/api/user/purchases')).body).toEqual([]);
  });
});
