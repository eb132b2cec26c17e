import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, demoBusiness, expectError, expectNoSecrets, newCustomer } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const TEXT_CODE = /^[0-9A-Z]{5}-[0-9A-Z]{5}$/;
const QR_TOKEN = /^[A-Za-z0-9_-]{22,}$/;

describe('POST /api/create-payment-intent', () => {
  it('is for customers only: a business gets 403, a visitor 401', async () => {
    const business = await demoBusiness(server);
    expectError(await business.post('/api/create-payment-intent', { dealId: 101 }), 403, 'Only customer accounts can do this.');
    expectError(await server.client().post('/api/create-payment-intent', { dealId: 101 }), 401);
    expect(server.fakePayments().paymentIntents()).toHaveLength(0);
  });

  it('computes the amount on the server: deal 101 costs $8, charged exactly $8', async () => {
    const { client } = await newCustomer(server);
    const reply = await client.post('/api/create-payment-intent', { dealId: 101 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ amount: 8, price: 8, discountPercent: 15, redemptions: 1, paymentMode: 'demo' });
    expect(reply.body.clientSecret).toMatch(/_secret_/);
    expect(reply.body.paymentIntentId).toMatch(/^pi_fake_/);
    expectNoSecrets(reply.body);
    const intent = server.fakePayments().paymentIntents().find((one) => one.id === reply.body.paymentIntentId);
    expect(intent).toMatchObject({ amountCents: 800, currency: 'usd', metadata: { dealId: 101, priceCents: 800, redemptions: 1 } });
  });

  it('adds $5 per extra redemption: 2 redemptions of deal 101 cost $13', async () => {
    const { client } = await newCustomer(server);
    const reply = await client.post('/api/create-payment-intent', { dealId: '101', customPrice: 8, customDiscount: 15, redemptions: 2 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ amount: 13, price: 8, discountPercent: 15, redemptions: 2 });
  });

  it('refuses more uses than maxRedemptionsPerUser leaves the customer (409), summed over their purchases', async () => {
    const { client } = await newCustomer(server);
    // Deal 101 allows 2 uses per customer.
    const tooMany = await client.post('/api/create-payment-intent', { dealId: 101, redemptions: 3 });
    expectError(tooMany, 409, 'This deal allows 2 uses per customer; you can buy 2 uses more, not 3.');
    expect(tooMany.body.code).toBe('purchase.limit_reached');
    await buy(server, client, 101);
    expectError(await client.post('/api/create-payment-intent', { dealId: 101, redemptions: 2 }), 409, 'This deal allows 2 uses per customer; you can buy 1 use more, not 2.');
    await buy(server, client, 101);
    expectError(await client.post('/api/create-payment-intent', { dealId: 101 }), 409, 'You already hold all the uses this deal allows (2 uses per customer), so it cannot be bought again.');
  });

  it('follows a slider deal: deal 103 at $20 gives 25%', async () => {
    const { client } = await newCustomer(server);
    const reply = await client.post('/api/create-payment-intent', { dealId: 103, customPrice: 20, customDiscount: 25 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ amount: 20, price: 20, discountPercent: 25, redemptions: 1 });
    const atStart = await client.post('/api/create-payment-intent', { dealId: 103 });
    expect(atStart.body).toMatchObject({ amount: 5, price: 5, discountPercent: 10 });
  });

  it.each([
    [{ dealId: 103, customPrice: 20, customDiscount: 30 }, 'The discount at $20.00 is 25%, not 30%.'],
    [{ dealId: 103, customPrice: 35 }, /not offered/],
    [{ dealId: 101, customPrice: 20 }, /This deal costs \$8\.00/],
    [{ dealId: 101, customDiscount: 50 }, /is 15%, not 50%/],
    [{ dealId: 101, redemptions: 11 }, 'Redemptions must be a whole number from 1 to 10.'],
    [{ dealId: 101, redemptions: 0 }, 'Invalid input'],
    [{ dealId: 101, customPrice: -10 }, 'Price must be a positive number'],
    [{ dealId: 'abc' }, 'Invalid input'],
    [{}, 'Required'],
  ])('refuses %o with 400', async (payload, message) => {
    const { client } = await newCustomer(server);
    expectError(await client.post('/api/create-payment-intent', payload), 400, message);
  });

  it.each([127, 130, 132, 99999])('answers 404 for deal %i (ended, paused, draft or unknown)', async (dealId) => {
    const { client } = await newCustomer(server);
    expectError(await client.post('/api/create-payment-intent', { dealId }), 404, "The deal you're looking for doesn't exist or has been removed.");
  });

  it('reuses the payment intent for the same Idempotency-Key', async () => {
    const { client } = await newCustomer(server);
    const first = await client.post('/api/create-payment-intent', { dealId: 101 }, { 'idempotency-key': 'checkout-attempt-0001' });
    const again = await client.post('/api/create-payment-intent', { dealId: 101 }, { 'idempotency-key': 'checkout-attempt-0001' });
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    const other = await client.post('/api/create-payment-intent', { dealId: 101 }, { 'idempotency-key': 'checkout-attempt-0002' });
    expect(other.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    const noKey1 = await client.post('/api/create-payment-intent', { dealId: 101 });
    const noKey2 = await client.post('/api/create-payment-intent', { dealId: 101 });
    expect(noKey1.body.paymentIntentId).not.toBe(noKey2.body.paymentIntentId);
  });

  it('does not share an Idempotency-Key between customers', async () => {
    const [one, two] = [await newCustomer(server), await newCustomer(server)];
    const mine = await one.client.post('/api/create-payment-intent', { dealId: 101 }, { 'idempotency-key': 'shared-key-000001' });
    const theirs = await two.client.post('/api/create-payment-intent', { dealId: 101 }, { 'idempotency-key': 'shared-key-000001' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.paymentIntentId).not.toBe(mine.body.paymentIntentId);
  });

  it('refuses a deal bought as often as it allows (409)', async () => {
    const { client } = await newCustomer(server);
    await buy(server, client, 102);
    const reply = await client.post('/api/create-payment-intent', { dealId: 102 });
    expectError(reply, 409, 'You already hold all the uses this deal allows (1 use per customer), so it cannot be bought again.');
  });
});

describe('POST /api/purchases', () => {
  it('records a paid purchase: 201 with its codes, display id and the amount', async () => {
    const customer = await newCustomer(server);
    const intent = await customer.client.post('/api/create-payment-intent', { dealId: 101, redemptions: 2 });
    server.fakePayments().succeed(intent.body.paymentIntentId);
    const reply = await customer.client.post('/api/purchases', {
      dealId: 101,
      price: 8,
      discountPercent: 15,
      redemptions: 2,
      stripePaymentIntentId: intent.body.paymentIntentId,
      // Never taken from the client:
      status: 'refunded',
      redeemed: true,
      amount: 0.01,
      userId: 1,
      textCode: 'AAAA-AAAA',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      userId: customer.id,
      dealId: 101,
      amount: 13,
      price: 8,
      discountPercent: 15,
      redemptions: 2,
      redemptionsUsed: 0,
      usesLeft: 2,
      status: 'completed',
      displayStatus: 'Active',
      redeemed: false,
      redeemedAt: null,
      demoPayment: false,
      deal: { id: 101, title: 'Weekend Brunch for Two' },
      business: { name: 'Sunrise Bistro', city: 'Austin', state: 'TX' },
    });
    expect(Object.keys(reply.body.business).sort()).toEqual(['city', 'id', 'name', 'state']);
    expect(reply.body.textCode).toMatch(TEXT_CODE);
    expect(reply.body.textCode).not.toBe('AAAA-AAAA');
    expect(reply.body.qrCode).toMatch(QR_TOKEN);
    expect(reply.body.displayId).toMatch(/^\d{6}$/);
    expect(Number(reply.body.displayId)).toBe(reply.body.id);
    expect(Date.parse(reply.body.expiryDate)).toBe(Date.parse((await server.client().get('/api/deals/101')).body.endDate));
    expectNoSecrets(reply.body);
  });

  it('answers the same purchase when recorded again (browser retry)', async () => {
    const { client } = await newCustomer(server);
    const intent = await client.post('/api/create-payment-intent', { dealId: 101 });
    server.fakePayments().succeed(intent.body.paymentIntentId);
    const claim = { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId };
    const first = await client.post('/api/purchases', claim);
    const again = await client.post('/api/purchases', claim);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.textCode).toBe(first.body.textCode);
    expect((await client.get('/api/user/purchases')).body).toHaveLength(1);
  });

  it('answers 402 for an unpaid intent', async () => {
    const { client } = await newCustomer(server);
    const intent = await client.post('/api/create-payment-intent', { dealId: 101 });
    const reply = await client.post('/api/purchases', { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId });
    expectError(reply, 402, 'The payment has not been completed');
    expect((await client.get('/api/user/purchases')).body).toEqual([]);
  });

  it("answers 404 for another customer's intent, paid or recorded", async () => {
    const [owner, thief] = [await newCustomer(server), await newCustomer(server)];
    const intent = await owner.client.post('/api/create-payment-intent', { dealId: 101 });
    server.fakePayments().succeed(intent.body.paymentIntentId);
    const claim = { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId };
    expectError(await thief.client.post('/api/purchases', claim), 404, 'Payment not found');
    expect((await owner.client.post('/api/purchases', claim)).status).toBe(201);
    expectError(await thief.client.post('/api/purchases', claim), 404, 'Payment not found');
    expect((await thief.client.get('/api/user/purchases')).body).toEqual([]);
    expectError(await owner.client.post('/api/purchases', { ...claim, stripePaymentIntentId: 'pi_fake_does_not_exist' }), 404);
  });

  it.each([
    [{ price: 5 }, 'price'],
    [{ discountPercent: 20 }, 'discountPercent'],
    [{ redemptions: 2 }, 'redemptions'],
    [{ dealId: 102 }, 'dealId'],
  ])('answers 400 when the claim %o does not match the payment', async (change, path) => {
    const { client } = await newCustomer(server);
    const intent = await client.post('/api/create-payment-intent', { dealId: 101 });
    server.fakePayments().succeed(intent.body.paymentIntentId);
    const reply = await client.post('/api/purchases', { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId, ...change });
    expectError(reply, 400, 'The purchase does not match the payment');
    expect(reply.body.code).toBe('purchase.payment_mismatch');
    expect(reply.body.issues).toEqual([{ path, message: 'The purchase does not match the payment' }]);
  });

  it('validates the payload', async () => {
    const { client } = await newCustomer(server);
    expectError(await client.post('/api/purchases', { dealId: 101, price: 8, discountPercent: 15, redemptions: 1 }), 400, 'Required');
    expectError(await client.post('/api/purchases', { dealId: 101, price: 0, discountPercent: 15, redemptions: 1, stripePaymentIntentId: 'pi_x' }), 400, 'Price must be a positive number');
  });

  it('is for customers only', async () => {
    const business = await demoBusiness(server);
    const claim = { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: 'pi_fake_1' };
    expectError(await business.post('/api/purchases', claim), 403);
    expectError(await server.client().post('/api/purchases', claim), 401);
  });
});

describe('GET /api/user/purchases', () => {
  it('lists only my purchases, newest first, with their display status', async () => {
    const [me, someoneElse] = [await newCustomer(server), await newCustomer(server)];
    const older = await buy(server, me.client, 101);
    const newer = await buy(server, me.client, 103, { customPrice: 20 });
    await buy(server, someoneElse.client, 104);

    const reply = await me.client.get('/api/user/purchases');
    expect(reply.status).toBe(200);
    expect(reply.body.map((purchase: { id: number }) => purchase.id)).toEqual([newer.id, older.id]);
    expect(reply.body[0]).toMatchObject({ dealId: 103, amount: 20, discountPercent: 25, displayStatus: 'Active', deal: { id: 103 }, business: { name: 'Sunrise Bistro', city: 'Austin' } });
    expect(reply.body[0].customPrice).toBe(20);
    expect(reply.body[1]).toMatchObject({ dealId: 101, displayStatus: 'Active', customPrice: null });
    for (const purchase of reply.body) expect(purchase.userId).toBe(me.id);
    expectNoSecrets(reply.body);

    await me.client.post(`/api/purchases/${older.id}/redeem`);
    const after = await me.client.get('/api/user/purchases');
    expect(after.body[1]).toMatchObject({ id: older.id, displayStatus: 'Redeemed', redeemed: true });
  });

  it('is empty for a new customer, and for customers only', async () => {
    const { client } = await newCustomer(server);
    expect((await client.get('/api/user/purchases')).body).toEqual([]);
    expectError(await (await demoBusiness(server)).get('/api/user/purchases'), 403);
    expectError(await server.client().get('/api/user/purchases'), 401);
  });
});

describe('GET /api/user/deals/:id/allowance', () => {
  it("answers the uses the customer may still buy under maxRedemptionsPerUser, and the picker's range", async () => {
    const { client } = await newCustomer(server);
    // Deal 101 allows 2 uses per customer.
    const fresh = await client.get('/api/user/deals/101/allowance');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ dealId: 101, maxRedemptionsPerUser: 2, usesHeld: 0, usesLeft: 2, minRedemptions: 1, maxRedemptions: 2, canBuy: true, refusal: null });
    await buy(server, client, 101, { redemptions: 2 });
    expect((await client.get('/api/user/deals/101/allowance')).body).toEqual({
      dealId: 101,
      maxRedemptionsPerUser: 2,
      usesHeld: 2,
      usesLeft: 0,
      minRedemptions: null,
      maxRedemptions: null,
      canBuy: false,
      refusal: 'You already hold all the uses this deal allows (2 uses per customer), so it cannot be bought again.',
    });
  });

  it('is for customers only, and 404 for an unknown deal', async () => {
    const { client } = await newCustomer(server);
    expectError(await client.get('/api/user/deals/99999/allowance'), 404);
    expectError(await (await demoBusiness(server)).get('/api/user/deals/101/allowance'), 403);
    expectError(await server.client().get('/api/user/deals/101/allowance'), 401);
  });
});

describe('POST /api/purchases/:id/redeem', () => {
  it('redeems my purchase once; again is 409', async () => {
    const { client } = await newCustomer(server);
    const purchase = await buy(server, client, 101);
    const reply = await client.post(`/api/purchases/${purchase.id}/redeem`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: purchase.id, redeemed: true, redemptionsUsed: 1, usesLeft: 0, displayStatus: 'Redeemed' });
    expect(reply.body.redeemedAt).toBeTruthy();
    expectNoSecrets(reply.body);

    const again = await client.post(`/api/purchases/${purchase.id}/redeem`);
    expectError(again, 409, 'This code has already been redeemed.');
    expect(again.body.code).toBe('purchase.already_redeemed');
  });

  it('redeems a purchase of several uses one use at a time', async () => {
    const { client } = await newCustomer(server);
    const purchase = await buy(server, client, 101, { redemptions: 2 });
    const first = await client.post(`/api/purchases/${purchase.id}/redeem`);
    // DESIGN.md 10.3: Active while uses are left; redeemedAt is the time of the last use.
    expect(first.body).toMatchObject({ redeemed: false, redemptionsUsed: 1, usesLeft: 1, displayStatus: 'Active' });
    expect(first.body.redeemedAt).toBeTruthy();
    expect((await client.get('/api/user/purchases')).body[0]).toMatchObject({ id: purchase.id, displayStatus: 'Active', usesLeft: 1, redeemed: false });
    const second = await client.post(`/api/purchases/${purchase.id}/redeem`);
    expect(second.body).toMatchObject({ redeemed: true, redemptionsUsed: 2, usesLeft: 0, displayStatus: 'Redeemed' });
    expectError(await client.post(`/api/purchases/${purchase.id}/redeem`), 409);
  });

  it('redeems one use only under concurrent requests', async () => {
    const { client } = await newCustomer(server);
    const purchase = await buy(server, client, 101);
    const replies = await Promise.all(Array.from({ length: 5 }, () => client.post(`/api/purchases/${purchase.id}/redeem`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("answers 404 for another customer's purchase, 403 for a business, 401 for a visitor", async () => {
    const [owner, other] = [await newCustomer(server), await newCustomer(server)];
    const purchase = await buy(server, owner.client, 101);
    expectError(await other.client.post(`/api/purchases/${purchase.id}/redeem`), 404, 'Purchase not found');
    expectError(await (await demoBusiness(server)).post(`/api/purchases/${purchase.id}/redeem`), 403);
    expectError(await server.client().post(`/api/purchases/${purchase.id}/redeem`), 401);
    expectError(await owner.client.post('/api/purchases/99999/redeem'), 404);
    expectError(await owner.client.post('/api/purchases/abc/redeem'), 404);
    // Nothing was used up.
    expect((await owner.client.get('/api/user/purchases')).body[0]).toMatchObject({ redemptionsUsed: 0, displayStatus: 'Active' });
  });
});
