import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTERS } from '@marketplace/http/app';
import type { RouteDeps } from '@marketplace/http/routes/route-deps';
import { createDeal, expectError, GOOD_CARD, livePass, newCustomer, newVerifiedBusiness, standardDeal, type BusinessAccount, type Customer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';

/**
 * Every route that names a thing by a path parameter, and where this suite (or admin-only.test.ts)
 * tries it with a second account of the same role. The inventory test below fails when a router
 * gains a parameterised route that is not listed here.
 */
const PARAMETERISED_ROUTES = {
  'GET /api/deals/:id': 'business B cannot see business A’s paused deal',
  'PATCH /api/deals/:id': 'business B cannot pause or edit business A’s deal',
  'POST /api/purchases/:id/redeem': 'customer B cannot redeem customer A’s purchase',
  'POST /api/purchases/:id/review': 'customer B cannot review customer A’s purchase (404), which keeps no review',
  'PATCH /api/user/reviews/:id': 'customer B cannot edit customer A’s review (404), which stays as it was',
  'POST /api/business/reviews/:id/reply': 'business B cannot reply to a review of business A (404), which stays unanswered',
  'POST /api/admin/reviews/:id/hide': 'admin only (admin-only.test.ts)',
  'POST /api/admin/reviews/:id/unhide': 'admin only (admin-only.test.ts)',
  'GET /api/deals/:id/reviews': 'public: the reviews of a listed deal’s business, never a hidden one',
  'GET /api/user/deals/:id/allowance': 'customer B sees only their own uses of a deal, never A’s',
  'POST /api/admin/businesses/:id/verify': 'admin only (admin-only.test.ts)',
  'PATCH /api/admin/contact-messages/:id': 'admin only (admin-only.test.ts)',
  'GET /api/admin/mail/:id': 'admin only (admin-only.test.ts)',
  'POST /api/admin/jobs/:jobId/retry': 'admin only (admin-only.test.ts); jobs belong to no account',
  'POST /api/demo-login/:kind': 'no account of the caller is named (demo accounts only)',
  'PATCH /api/business/locations/:id': 'business B cannot change A’s location (404), which stays as it was',
  'DELETE /api/business/locations/:id': 'business B cannot remove A’s location (404), which stays active',
  'GET /api/business/payouts/statements/:week': 'the week names no account: business B gets its own statement, never A’s',
  'GET /api/business/payouts/statements/:week/csv': 'the week names no account: business B gets its own statement, never A’s',
  'GET /api/admin/payouts/statements/:week/csv': 'admin only (admin-only.test.ts)',
  'POST /api/business/redemptions/:id/undo': 'business B cannot undo business A’s redemption: 404, and nothing changes',
  'POST /api/business/team/:id/resend': 'business B cannot resend business A’s invitation (404)',
  'PATCH /api/business/team/:id': 'business B cannot change the role of business A’s member (404)',
  'DELETE /api/business/team/:id': 'business B cannot remove business A’s member (404)',
  'PUT /api/favorites/:businessId': 'the id names a business, saved to the caller’s own list: customer B’s favourites never change A’s',
  'DELETE /api/favorites/:businessId': 'customer B removing a business from their list leaves A’s favourite saved',
  'GET /api/team/invitations/:token': 'the token is the secret; no account of the caller is named',
  'POST /api/gifts/:id/resend': 'customer B cannot resend customer A’s gift (404), no email goes out (tests/http/gifts.test.ts)',
  'POST /api/gifts/:id/reassign': 'customer B cannot reassign customer A’s gift (404), it stays as it was (tests/http/gifts.test.ts)',
  'GET /media/:file': 'pictures are public once on a deal; attaching another business’s upload is refused (400, tests/http/media.test.ts)',
};

describe('the route inventory', () => {
  it('lists every parameterised route of the routers', () => {
    // The routers read their dependencies only when a request comes, except the webhook's secret.
    const deps = { config: { stripe: { webhookSecret: 'whsec_inventory' } } } as unknown as RouteDeps;
    const parameterised = API_ROUTERS
      .flatMap((make) => make(deps).stack)
      .filter((layer) => String(layer.path).includes(':'))
      .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`));
    expect(parameterised.sort()).toEqual(Object.keys(PARAMETERISED_ROUTES).sort());
  });
});

let server: TestServer;
beforeAll(async () => {
  // Demo payments (as `npm start`), so the demo card confirmations are in reach too.
  server = await startTestServer({ payments: null });
});
afterAll(() => server.stop());

/** A paid purchase through the demo card form. */
async function buyWithDemoCard(customer: HttpClient, dealId: number) {
  const intent = await customer.post('/api/create-payment-intent', { dealId });
  expect(intent.status, intent.text).toBe(200);
  const paid = await customer.post('/api/demo-payments/confirm', { clientSecret: intent.body.clientSecret, card: GOOD_CARD });
  expect(paid.status, paid.text).toBe(200);
  const claim = { dealId, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: intent.body.redemptions, stripePaymentIntentId: intent.body.paymentIntentId };
  const purchase = await customer.post('/api/purchases', claim);
  expect(purchase.status, purchase.text).toBe(201);
  return { purchase: purchase.body, claim, clientSecret: intent.body.clientSecret as string };
}

interface World {
  shopA: BusinessAccount;
  shopB: BusinessAccount;
  customerA: Customer;
  customerB: Customer;
  dealA: { id: number; title: string; price: number };
}

async function world(): Promise<World> {
  const [shopA, shopB] = [await newVerifiedBusiness(server), await newVerifiedBusiness(server)];
  const dealA = await createDeal(shopA.client, standardDeal());
  const [customerA, customerB] = [await newCustomer(server), await newCustomer(server)];
  return { shopA, shopB, customerA, customerB, dealA };
}

describe("customer B and customer A's things", () => {
  it("cannot redeem A's purchase (404), and it stays unused", async () => {
    const { customerA, customerB, dealA } = await world();
    const { purchase } = await buyWithDemoCard(customerA.client, dealA.id);
    expectError(await customerB.client.post(`/api/purchases/${purchase.id}/redeem`), 404, 'Purchase not found');
    const [mine] = (await customerA.client.get('/api/user/purchases')).body;
    expect(mine).toMatchObject({ id: purchase.id, redemptionsUsed: 0, redeemed: false });
  });

  it("cannot change A's favourites: B's saves and removals act on B's own list only", async () => {
    const { customerA, customerB, shopA } = await world();
    expect((await customerA.client.request('PUT', `/api/favorites/${shopA.id}`)).status).toBe(200);

    expect((await customerB.client.request('DELETE', `/api/favorites/${shopA.id}`)).status).toBe(200);
    expect((await customerB.client.request('PUT', `/api/favorites/${shopA.id}`)).status).toBe(200);
    expect((await customerB.client.request('DELETE', `/api/favorites/${shopA.id}`)).status).toBe(200);

    expect((await customerA.client.get('/api/favorites/ids')).body).toEqual({ businessIds: [shopA.id] });
    expect((await customerB.client.get('/api/favorites/ids')).body).toEqual({ businessIds: [] });
  });

  it("sees only their own uses of a deal A bought, never A's", async () => {
    const { customerA, customerB, dealA } = await world();
    await buyWithDemoCard(customerA.client, dealA.id);
    expect((await customerA.client.get(`/api/user/deals/${dealA.id}/allowance`)).body).toMatchObject({ usesHeld: 1 });
    expect((await customerB.client.get(`/api/user/deals/${dealA.id}/allowance`)).body).toMatchObject({ usesHeld: 0, canBuy: true });
  });

  it("cannot read A's purchases or codes", async () => {
    const { customerA, customerB, dealA } = await world();
    const { purchase } = await buyWithDemoCard(customerA.client, dealA.id);
    const listed = await customerB.client.get('/api/user/purchases');
    expect(listed.body).toEqual([]);
    expect(listed.text).not.toContain(purchase.textCode);
  });

  it("cannot claim A's paid payment as a purchase, nor pay A's checkout", async () => {
    const { customerA, customerB, dealA } = await world();
    const { claim, clientSecret } = await buyWithDemoCard(customerA.client, dealA.id);
    expectError(await customerB.client.post('/api/purchases', claim), 404, 'Payment not found');
    const pending = await customerA.client.post('/api/create-payment-intent', { dealId: dealA.id });
    expectError(await customerB.client.post('/api/demo-payments/confirm', { clientSecret: pending.body.clientSecret, card: GOOD_CARD }), 404);
    expect(clientSecret).not.toBe(pending.body.clientSecret);
    expect((await customerB.client.get('/api/user/purchases')).body).toEqual([]);
  });
});

describe("business B and business A's things", () => {
  it("cannot pause or edit A's deal (404), and the deal is unchanged", async () => {
    const { shopB, dealA } = await world();
    for (const change of [{ active: false }, { price: 1 }, { title: 'Hijacked deal title' }]) {
      expectError(await shopB.client.patch(`/api/deals/${dealA.id}`, change), 404);
    }
    const stored = await server.client().get(`/api/deals/${dealA.id}`);
    expect(stored.body).toMatchObject({ active: true, price: dealA.price, title: dealA.title });
  });

  it("cannot see A's paused deal, nor list A's deals as its own", async () => {
    const { shopA, shopB, dealA } = await world();
    expect((await shopA.client.patch(`/api/deals/${dealA.id}`, { active: false })).status).toBe(200);
    expectError(await shopB.client.get(`/api/deals/${dealA.id}`), 404);
    const own = await shopB.client.get('/api/business/deals');
    expect(own.body.deals.map((deal: { id: number }) => deal.id)).not.toContain(dealA.id);
    const filtered = await shopB.client.get(`/api/deals?businessId=${shopA.id}`);
    expect(filtered.body.deals.map((deal: { id: number }) => deal.id)).not.toContain(dealA.id);
  });

  it("cannot validate or redeem A's codes (404), and they stay unused", async () => {
    const { shopA, shopB, customerA, dealA } = await world();
    const { purchase } = await buyWithDemoCard(customerA.client, dealA.id);
    for (const code of [purchase.textCode, purchase.qrCode, livePass(purchase, new Date())]) {
      expectError(await shopB.client.post('/api/business/validate-code', { code }), 404);
      expectError(await shopB.client.post('/api/business/redeem', { code }), 404);
    }
    const check = await shopA.client.post('/api/business/validate-code', { code: purchase.textCode });
    expect(check.body).toMatchObject({ purchaseId: purchase.id, usesLeft: 1, redeemable: true });
  });

  it("cannot undo A's redemption (404) nor see it in its Redemptions list", async () => {
    const { shopA, shopB, customerA, dealA } = await world();
    const { purchase } = await buyWithDemoCard(customerA.client, dealA.id);
    const redeemed = await shopA.client.post('/api/business/redeem', { code: purchase.textCode });
    expect(redeemed.status, redeemed.text).toBe(200);
    const redemptionId = redeemed.body.redemptionId as number;

    expectError(await shopB.client.post(`/api/business/redemptions/${redemptionId}/undo`, { reason: 'Not mine' }), 404);
    expect((await shopB.client.get('/api/business/redemptions')).body.lines).toEqual([]);
    const lines = (await shopA.client.get('/api/business/redemptions')).body.lines as { id: number; undo: unknown }[];
    expect(lines.find((line) => line.id === redemptionId)).toMatchObject({ undo: null });
  });

  it("cannot cancel or resume A's subscription: B's calls act on B's own (none: 409), A's keeps renewing", async () => {
    const { shopA, shopB } = await world();
    const created = await shopA.client.post('/api/business/create-subscription');
    expect((await shopA.client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: GOOD_CARD })).status).toBe(200);

    expectError(await shopB.client.post('/api/business/subscription/cancel'), 409);
    expect((await shopA.client.get('/api/business/subscription')).body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await shopA.client.post('/api/business/subscription/cancel')).status).toBe(200);
    expectError(await shopB.client.post('/api/business/subscription/resume'), 409);
    expect((await shopA.client.get('/api/business/subscription')).body.subscription).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("cannot pay A's subscription (404), which stays inactive", async () => {
    const { shopA, shopB } = await world();
    const created = await shopA.client.post('/api/business/create-subscription');
    expect(created.status).toBe(201);
    expectError(await shopB.client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: GOOD_CARD }), 404);
    expect((await shopA.client.get('/api/user')).body.subscriptionActive).toBe(false);
  });

  it("cannot change or remove A's location (404), which stays as it was", async () => {
    const { shopA, shopB } = await world();
    const added = await shopA.client.post('/api/business/locations', { name: 'A East', address: '1 E 6th St', zip: '78702' });
    expect(added.status, added.text).toBe(201);
    const before = (await shopA.client.get('/api/business/locations')).body;
    expectError(await shopB.client.patch(`/api/business/locations/${added.body.id}`, { name: 'Hijacked location' }), 404, 'Location not found');
    expectError(await shopB.client.request('DELETE', `/api/business/locations/${added.body.id}`), 404, 'Location not found');
    expect((await shopA.client.get('/api/business/locations')).body).toEqual(before);
    expect((await shopB.client.get('/api/business/locations')).body.locations.map((location: { id: number }) => location.id)).not.toContain(added.body.id);
  });
});

describe("business B and business A's team", () => {
  it("cannot resend, re-role or remove A's member (404), nor see A's team; the member is unchanged", async () => {
    const { shopA, shopB } = await world();
    const invited = await shopA.client.post('/api/business/team/invitations', { email: `idor_staff_${Date.now()}@test.example`, role: 'cashier' });
    expect(invited.status, invited.text).toBe(201);
    const id = invited.body.member.id as number;
    expectError(await shopB.client.post(`/api/business/team/${id}/resend`), 404, 'Team member not found');
    expectError(await shopB.client.patch(`/api/business/team/${id}`, { role: 'manager' }), 404, 'Team member not found');
    expectError(await shopB.client.request('DELETE', `/api/business/team/${id}`), 404, 'Team member not found');
    expect((await shopB.client.get('/api/business/team')).body.members).toEqual([]);
    expect((await shopA.client.get('/api/business/team')).body.members).toEqual([expect.objectContaining({ id, role: 'cashier', status: 'invited' })]);
  });
});
