import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, createDeal, newBusiness, newCustomer, newVerifiedBusiness, standardDeal, unique } from '../http/api-helpers.js';
import { startTestServer, type TestServer } from '../http/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Fields a client must never set: privileges, identities, payment and redemption state. */
const PRIVILEGED = {
  id: 999,
  role: 'admin',
  type: 'business',
  verified: true,
  subscriptionActive: true,
  subscriptionExpiresAt: '2099-01-01T00:00:00.000Z',
  stripeAccountId: 'acct_attacker',
  stripeCustomerId: 'cus_attacker',
  connect: { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [], disabledReason: null },
  chargesEnabled: true,
  payoutsEnabled: true,
  businessId: 1,
  userId: 1,
  featured: true,
  awaitingVerification: false,
  redeemed: true,
  redemptionsUsed: 0,
  status: 'completed',
  amount: 0.01,
  passwordHash: 'plain:known',
};

function repositories() {
  return server.infrastructure.repositories;
}

describe('mass assignment: privileged fields in payloads are ignored and never stored', () => {
  it('POST /api/register stores a plain customer', async () => {
    const suffix = unique();
    const reply = await server.client().post('/api/register', { ...PRIVILEGED, username: `mass_${suffix}`, email: `mass_${suffix}@test.example`, password: 'secret-123' });
    expect(reply.status).toBe(201);
    expect(reply.body.id).not.toBe(999);
    const stored = (await repositories().users.findById(reply.body.id))!.toProps();
    expect(stored).toMatchObject({ role: 'user', username: `mass_${suffix}` });
    expect(stored.passwordHash).not.toBe(PRIVILEGED.passwordHash);
    expect((await repositories().users.findById(999))!.toProps().email).not.toBe(`mass_${suffix}@test.example`);
  });

  it('POST /api/business/register stores an unverified, unsubscribed, plain business', async () => {
    const business = await newBusiness(server, { ...PRIVILEGED, role: 'owner' });
    const stored = (await repositories().businesses.findById(business.id))!.toProps();
    expect(stored).toMatchObject({
      role: 'business',
      verified: false,
      subscriptionActive: false,
      subscriptionExpiresAt: null,
      stripeAccountId: null,
      connect: null,
      stripeCustomerId: null,
    });
  });

  it('PATCH /api/user changes username and email only', async () => {
    const customer = await newCustomer(server);
    const reply = await customer.client.patch('/api/user', { ...PRIVILEGED, username: customer.username, email: customer.email });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: customer.id, role: 'user', type: 'user' });
    expect((await repositories().users.findById(customer.id))!.toProps().role).toBe('user');

    const business = await newBusiness(server);
    expect((await business.client.patch('/api/user', { ...PRIVILEGED, role: 'owner', email: business.email })).status).toBe(200);
    expect((await repositories().businesses.findById(business.id))!.toProps()).toMatchObject({ role: 'business', verified: false, subscriptionActive: false, stripeAccountId: null, connect: null });
  });

  it("POST /api/deals keeps the deal the caller's, unfeatured, and an unverified business's a draft", async () => {
    const business = await newBusiness(server);
    const deal = await createDeal(business.client, standardDeal({ ...PRIVILEGED, businessId: 1, id: 5 }));
    expect(deal.id).not.toBe(5);
    const stored = (await repositories().deals.findById(deal.id))!.toProps();
    expect(stored).toMatchObject({ businessId: business.id, featured: false, awaitingVerification: true, active: false });
  });

  it('PATCH /api/deals/:id does not move, feature or publish the deal', async () => {
    const business = await newBusiness(server);
    const deal = await createDeal(business.client, standardDeal());
    const reply = await business.client.patch(`/api/deals/${deal.id}`, { ...PRIVILEGED, businessId: 1, title: 'Renamed lunch special' });
    expect(reply.status).toBe(200);
    const stored = (await repositories().deals.findById(deal.id))!.toProps();
    expect(stored).toMatchObject({ id: deal.id, businessId: business.id, featured: false, awaitingVerification: true, title: 'Renamed lunch special' });
  });

  it('POST /api/purchases records the provider’s amount and fresh redemption state', async () => {
    const shop = await newVerifiedBusiness(server);
    const deal = await createDeal(shop.client, standardDeal());
    const customer = await newCustomer(server);
    const intent = await customer.client.post('/api/create-payment-intent', { dealId: deal.id, ...PRIVILEGED });
    expect(intent.body.amount).toBe(8);
    server.fakePayments().succeed(intent.body.paymentIntentId);
    const reply = await customer.client.post('/api/purchases', {
      ...PRIVILEGED,
      redemptionsUsed: 5,
      status: 'refunded',
      textCode: 'AAAA-AAAA',
      dealId: deal.id,
      price: 8,
      discountPercent: 15,
      redemptions: 1,
      stripePaymentIntentId: intent.body.paymentIntentId,
    });
    expect(reply.status).toBe(201);
    const stored = (await repositories().purchases.findById(reply.body.id))!.toProps();
    expect(stored).toMatchObject({ userId: customer.id, dealId: deal.id, amountCents: 800, status: 'completed', redeemed: false, redemptionsUsed: 0 });
    expect(stored.textCode).not.toBe('AAAA-AAAA');
    // Sanity: the helper path gives the same amount, so the fields above changed nothing.
    expect((await buy(server, (await newCustomer(server)).client, deal.id)).amount).toBe(8);
  });
});
