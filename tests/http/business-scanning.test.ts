import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { buy, createDeal, demoBusiness, demoCustomer, expectError, expectNoSecrets, livePass, newCustomer, newVerifiedBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
const clock = new FixedClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

/** A verified business with a $8 deal (charged $10) of its own, and a customer who bought it. */
async function shopWithSale(target: TestServer, now: Date, request: Record<string, unknown> = {}, dealOverrides: Record<string, unknown> = {}) {
  const shop = await newVerifiedBusiness(target);
  const deal = await createDeal(shop.client, standardDeal(dealOverrides, now));
  const customer = await newCustomer(target);
  const purchase = await buy(target, customer.client, deal.id, request);
  return { shop, deal, customer, purchase };
}

describe('POST /api/business/validate-code', () => {
  it('looks a text code up without redeeming it', async () => {
    const { shop, deal, customer, purchase } = await shopWithSale(server, clock.now());
    const reply = await shop.client.post('/api/business/validate-code', { code: purchase.textCode });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      purchaseId: purchase.id,
      displayId: purchase.displayId,
      status: 'Active',
      redeemable: true,
      refusal: null,
      usesLeft: 1,
      redemptions: 1,
      discountPercent: 15,
      amount: 8,
      price: 8,
      redeemedAt: null,
      customer: customer.username,
      deal: { id: deal.id, title: deal.title },
    });
    expect(reply.body).not.toHaveProperty('qrCode');
    expect(reply.body).not.toHaveProperty('textCode');
    expectNoSecrets(reply.body);

    // Validating twice changes nothing.
    expect((await shop.client.post('/api/business/validate-code', { code: purchase.textCode })).body.usesLeft).toBe(1);
    expect((await customer.client.get('/api/user/purchases')).body[0]).toMatchObject({ redemptionsUsed: 0, displayStatus: 'Active' });
  });

  it('reads the text code lowercase, without the dash, with a space, and O/I typed for 0/1', async () => {
    const { shop, purchase } = await shopWithSale(server, clock.now());
    const plain = purchase.textCode.replace('-', '');
    const misread = plain.replace(/0/g, 'o').replace(/1/g, 'i');
    for (const code of [purchase.textCode.toLowerCase(), plain, plain.toLowerCase(), `${plain.slice(0, 5)} ${plain.slice(5)}`, ` ${purchase.textCode} `, misread]) {
      const reply = await shop.client.post('/api/business/validate-code', { code });
      expect(reply.status, code).toBe(200);
      expect(reply.body.purchaseId).toBe(purchase.id);
    }
  });

  it("looks the live pass's QR up, and answers without the pass secret", async () => {
    const { shop, purchase } = await shopWithSale(server, clock.now());
    const reply = await shop.client.post('/api/business/validate-code', { code: livePass(purchase, clock.now()) });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ purchaseId: purchase.id, redeemable: true });
    expect(JSON.stringify(reply.body)).not.toContain(purchase.passSecret);
  });
});

describe('POST /api/business/redeem', () => {
  it('redeems a text code once; again is 409, by text or QR', async () => {
    const { shop, customer, purchase } = await shopWithSale(server, clock.now());
    const reply = await shop.client.post('/api/business/redeem', { code: purchase.textCode.toLowerCase().replace('-', '') });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ purchaseId: purchase.id, status: 'Redeemed', redeemable: false, refusal: 'used_up', usesLeft: 0 });
    expect(reply.body.redeemedAt).toBe(clock.now().toISOString());

    for (const code of [purchase.textCode, livePass(purchase, clock.now())]) {
      const again = await shop.client.post('/api/business/redeem', { code });
      expectError(again, 409, 'This code has already been redeemed.');
      expect(again.body.code).toBe('purchase.already_redeemed');
    }
    expect((await customer.client.get('/api/user/purchases')).body[0]).toMatchObject({ redeemed: true, displayStatus: 'Redeemed' });
    // Validation now says why it cannot be redeemed.
    expect((await shop.client.post('/api/business/validate-code', { code: purchase.textCode })).body).toMatchObject({ redeemable: false, refusal: 'used_up' });
  });

  it('redeems a QR code, one use at a time, and logs each use with its channel', async () => {
    const { shop, customer, purchase } = await shopWithSale(server, clock.now(), { redemptions: 2 });
    const first = await shop.client.post('/api/business/redeem', { code: livePass(purchase, clock.now()) });
    // Active while a use is left (DESIGN.md 10.3); what was paid is both uses' price, $13, not the first use's $8.
    expect(first.body).toMatchObject({ usesLeft: 1, redemptions: 2, redeemable: true, status: 'Active', refusal: null, amount: 13, price: 8 });
    expect((await customer.client.get('/api/user/purchases')).body[0]).toMatchObject({ displayStatus: 'Active', usesLeft: 1, redeemed: false });
    expect((await shop.client.post('/api/business/validate-code', { code: purchase.textCode })).body).toMatchObject({ status: 'Active', redeemable: true, usesLeft: 1 });
    const second = await shop.client.post('/api/business/redeem', { code: purchase.textCode });
    expect(second.body).toMatchObject({ usesLeft: 0, redeemable: false, status: 'Redeemed' });
    expectError(await shop.client.post('/api/business/redeem', { code: livePass(purchase, clock.now()) }), 409);

    const log = await server.infrastructure.repositories.redemptions.listByPurchase(purchase.id);
    expect(log.map((row) => row.channel)).toEqual(['qr_code', 'text_code']);
    expect(log.map((row) => row.toProps().redeemedBy)).toEqual([
      { type: 'business', id: shop.id },
      { type: 'business', id: shop.id },
    ]);
  });

  it('redeems once under concurrent scans', async () => {
    const { shop, purchase } = await shopWithSale(server, clock.now());
    const replies = await Promise.all(Array.from({ length: 4 }, (_, index) => shop.client.post('/api/business/redeem', { code: index % 2 ? livePass(purchase, clock.now()) : purchase.textCode })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('the live pass (DESIGN.md 10.6): a screenshot of the QR cannot be reused', () => {
  const EXPIRED = 'This code has expired; ask the customer to show the live code';
  const secondsAgo = (seconds: number) => new Date(clock.now().getTime() - seconds * 1000);

  it('redeems the QR of now, and of the step either side; refuses one captured 90 seconds earlier with 410', async () => {
    const { shop, customer, purchase } = await shopWithSale(server, clock.now(), { redemptions: 3 });
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      const stale = await shop.client.post(path, { code: livePass(purchase, secondsAgo(90)) });
      expectError(stale, 410, EXPIRED);
      expect(stale.body).toEqual({ message: EXPIRED, code: 'code.live_pass_expired' });
      expectError(await shop.client.post(path, { code: livePass(purchase, secondsAgo(-90)) }), 410, EXPIRED);
    }
    expect((await customer.client.get('/api/user/purchases')).body[0].redemptionsUsed).toBe(0);

    expect((await shop.client.post('/api/business/redeem', { code: livePass(purchase, clock.now()) })).body).toMatchObject({ usesLeft: 2 });
    expect((await shop.client.post('/api/business/redeem', { code: livePass(purchase, secondsAgo(30)) })).body).toMatchObject({ usesLeft: 1 });
    expect((await shop.client.post('/api/business/redeem', { code: livePass(purchase, secondsAgo(-30)) })).body).toMatchObject({ usesLeft: 0 });
    const log = await server.infrastructure.repositories.redemptions.listByPurchase(purchase.id);
    expect(log.map((row) => row.channel)).toEqual(['qr_code', 'qr_code', 'qr_code']);
  });

  it('refuses the bare QR token of the fixed pass the same way (an old screenshot or receipt), while the text code stays valid', async () => {
    const { shop, purchase } = await shopWithSale(server, clock.now());
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      expectError(await shop.client.post(path, { code: purchase.qrCode }), 410, EXPIRED);
    }
    const typed = await shop.client.post('/api/business/redeem', { code: purchase.textCode });
    expect(typed.body).toMatchObject({ purchaseId: purchase.id, usesLeft: 0 });
  });

  it("answers a pass signed with another secret, or with a changed MAC, step or token, exactly like an unknown code", async () => {
    const { shop, customer, purchase } = await shopWithSale(server, clock.now());
    const other = await buy(server, customer.client, (await createDeal(shop.client, standardDeal({}, clock.now()))).id);
    const real = livePass(purchase, clock.now());
    const [prefix, token, step, mac] = real.split('.');
    const flipped = `${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
    for (const code of [
      livePass({ qrCode: purchase.qrCode, passSecret: other.passSecret }, clock.now()),
      `${prefix}.${token}.${step}.${flipped}`,
      `${prefix}.${token}.${Number(step) - 1}.${mac}`,
      `${prefix}.${other.qrCode}.${step}.${mac}`,
      // An old step under the wrong secret says nothing about the purchase either.
      livePass({ qrCode: purchase.qrCode, passSecret: other.passSecret }, secondsAgo(90)),
    ]) {
      const reply = await shop.client.post('/api/business/redeem', { code });
      expect(reply.body, code).toEqual({ message: 'No purchase matches this code. Check the code and try again.', code: 'code.not_found' });
      expect(reply.status).toBe(404);
    }
    expect((await customer.client.get('/api/user/purchases')).body.every((p: { redemptionsUsed: number }) => p.redemptionsUsed === 0)).toBe(true);
  });

  it("gives the secret to the purchase's owner only", async () => {
    const { purchase, customer } = await shopWithSale(server, clock.now());
    expect(purchase.passSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mine = (await customer.client.get('/api/user/purchases')).body[0];
    expect(mine.passSecret).toBe(purchase.passSecret);
    const stranger = await newCustomer(server);
    expect(JSON.stringify((await stranger.client.get('/api/user/purchases')).body)).not.toContain(purchase.passSecret);
  });
});

describe('codes of other businesses, unknown codes, wrong callers', () => {
  it("answers another business's code exactly like an unknown one (404 'code.not_found'), and leaves it unused", async () => {
    const { customer, purchase } = await shopWithSale(server, clock.now());
    const other = await demoBusiness(server);
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      // A live pass, a pass captured minutes ago and a bare token of another shop all answer as unknown.
      for (const code of [purchase.textCode, livePass(purchase, clock.now()), livePass(purchase, new Date(clock.now().getTime() - 90_000)), purchase.qrCode]) {
        const reply = await other.post(path, { code });
        expectError(reply, 404, 'No purchase matches this code. Check the code and try again.');
        expect(reply.body).toEqual({ message: 'No purchase matches this code. Check the code and try again.', code: 'code.not_found' });
      }
    }
    expect((await customer.client.get('/api/user/purchases')).body[0].redemptionsUsed).toBe(0);
  });

  it("answers 404 'code.not_found' for an unknown code", async () => {
    const business = await demoBusiness(server);
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      for (const code of ['ZZZZ-ZZZZ', 'zzzzzzzz', 'ZZZZZ-ZZZZZ', 'A'.repeat(43)]) {
        const reply = await business.post(path, { code });
        expectError(reply, 404, 'No purchase matches this code. Check the code and try again.');
        expect(reply.body.code).toBe('code.not_found');
      }
    }
  });

  it.each([
    [{ code: '' }, 'Required'],
    [{}, 'Required'],
    [{ code: 'ABC-123' }, 'Invalid input'],
    [{ code: '<script>' }, 'Invalid input'],
    [{ code: 12345678 }, 'Invalid input'],
  ])('validates the code %o', async (payload, message) => {
    const business = await demoBusiness(server);
    expectError(await business.post('/api/business/validate-code', payload), 400, message);
    expectError(await business.post('/api/business/redeem', payload), 400, message);
  });

  it('is for businesses: a customer gets 403 (even for its own code), a visitor 401', async () => {
    const { customer, purchase } = await shopWithSale(server, clock.now());
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      expectError(await customer.client.post(path, { code: purchase.textCode }), 403);
      expectError(await (await demoCustomer(server)).post(path, { code: 'ABCD-EFGH' }), 403);
      expectError(await server.client().post(path, { code: purchase.textCode }), 401);
    }
    expect((await customer.client.get('/api/user/purchases')).body[0].redemptionsUsed).toBe(0);
    // The role is checked before the payload: a malformed code still gets 403 / 401.
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      expectError(await customer.client.post(path, {}), 403);
      expectError(await server.client().post(path, { code: '!' }), 401);
    }
  });
});

describe('expired codes', () => {
  let expiring: TestServer;
  const ownClock = new FixedClock(new Date('2025-03-01T10:00:00.000Z'));
  beforeAll(async () => {
    expiring = await startTestServer({ clock: ownClock });
  });
  afterAll(() => expiring.stop());

  it('refuses a code once its deal has ended: 410, and the purchase shows Expired', async () => {
    const { shop, customer, purchase } = await shopWithSale(expiring, ownClock.now(), {}, { endDate: new Date(ownClock.now().getTime() + 2 * DAY_MS).toISOString() });
    ownClock.advance(3 * DAY_MS);

    const check = await shop.client.post('/api/business/validate-code', { code: purchase.textCode });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ status: 'Expired', redeemable: false, refusal: 'expired' });

    for (const code of [purchase.textCode, livePass(purchase, ownClock.now())]) {
      const reply = await shop.client.post('/api/business/redeem', { code });
      expectError(reply, 410, 'This deal has expired; the code can no longer be redeemed.');
      expect(reply.body.code).toBe('purchase.expired');
    }
    expectError(await customer.client.post(`/api/purchases/${purchase.id}/redeem`), 410);
    expect((await customer.client.get('/api/user/purchases')).body[0]).toMatchObject({ displayStatus: 'Expired', redemptionsUsed: 0 });
  });
});

describe('GET /api/business/stats', () => {
  it('shows real figures: sales, revenue, the 75% share, the 25% fee and redemptions', async () => {
    const shop = await newVerifiedBusiness(server);
    const empty = await shop.client.get('/api/business/stats');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ sales: 0, revenueInfluenced: 0, revenue: 0, businessShare: 0, platformFee: 0, redemptions: 0, refunds: 0, followers: 0, daily: [] });

    const deal = await createDeal(shop.client, standardDeal({}, clock.now()));
    const [one, two] = [await newCustomer(server), await newCustomer(server)];
    const big = await buy(server, one.client, deal.id, { redemptions: 3 });
    await buy(server, two.client, deal.id);
    await shop.client.post('/api/business/redeem', { code: big.textCode, billCents: 3150 });
    await one.client.post(`/api/purchases/${big.id}/redeem`);
    // An unpaid checkout counts for nothing.
    await two.client.post('/api/create-payment-intent', { dealId: deal.id });

    const stats = await shop.client.get('/api/business/stats');
    expect(stats.body).toEqual({
      // $8 + 2 extra uses at $5, and $8.
      sales: 2,
      // The bill recorded at the till.
      revenueInfluenced: 31.5,
      revenue: 26,
      businessShare: 19.5,
      platformFee: 6.5,
      redemptions: 2,
      refunds: 0,
      followers: 0,
      daily: [{ day: clock.now().toISOString().slice(0, 10), sales: 2, revenue: 26, businessShare: 19.5 }],
    });
    // Another business's figures are its own.
    const other = await newVerifiedBusiness(server);
    expect((await other.client.get('/api/business/stats')).body).toMatchObject({ sales: 0, revenue: 0 });
  });

  it('is for businesses only', async () => {
    expectError(await (await demoCustomer(server)).get('/api/business/stats'), 403);
    expectError(await server.client().get('/api/business/stats'), 401);
  });
});
