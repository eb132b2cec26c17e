// Issue 19 point 5 over HTTP: a business's deals leave the public catalogue when its free 30 days
// end unpaid, and paying with the demo card shows them again at once on every app instance of the
// database, their catalogue caches included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { adminClient, createDeal, GOOD_CARD, newBusiness, standardDeal, type BusinessAccount } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date(Date.now() - 60 * 60 * 1000);

describe('the listing over HTTP, on two instances with their catalogue caches on', () => {
  const clock = new FixedClock(T0);
  let first: TestServer;
  let second: TestServer;
  let shop: BusinessAccount;
  let dealId: number;

  beforeAll(async () => {
    const db = createInMemoryRepositories();
    const infrastructure = { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' };
    // A minute of caching: only the signal between the instances can make a change show sooner.
    const env = { CATALOGUE_CACHE_MS: '60000' };
    first = await startTestServer({ infrastructure, payments: null, clock, env });
    second = await startTestServer({ infrastructure, payments: null, clock, env });
    shop = await newBusiness(first);
    const admin = await adminClient(first);
    expect((await admin.post(`/api/admin/businesses/${shop.id}/verify`)).status).toBe(200);
    dealId = (await createDeal(shop.client, standardDeal({ title: 'Listed lunch', endDate: new Date(T0.getTime() + 90 * DAY).toISOString() }, T0))).id;
  });

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  /** The business signs in again after the clock jumped (its earlier session has expired by then). */
  async function owner() {
    const client = first.client();
    const reply = await client.post('/api/business/login', { email: shop.email, password: shop.password });
    expect(reply.status, reply.text).toBe(200);
    return client;
  }
  const publicIds = async (server: TestServer, path = '/api/deals?limit=100') =>
    ((await server.client().get(path)).body.deals as { id: number }[]).map((deal) => deal.id);
  const detailStatus = async (server: TestServer) => (await server.client().get(`/api/deals/${dealId}`)).status;

  it('lists the deals during the free 30 days, says until when, and hides them after', async () => {
    clock.set(new Date(T0.getTime() + 29 * DAY));
    // Another query than the one asked after day 31: a listing that runs out is no write, so a
    // page cached before shows the change only once CATALOGUE_CACHE_MS has passed.
    expect(await publicIds(first, '/api/deals?limit=100&q=lunch')).toContain(dealId);
    expect((await (await owner()).get('/api/business/subscription')).body).toEqual({
      listing: { state: 'trial', trialEndsAt: new Date(T0.getTime() + 30 * DAY).toISOString(), listedUntil: new Date(T0.getTime() + 30 * DAY).toISOString(), hiddenReason: null },
    });

    clock.set(new Date(T0.getTime() + 31 * DAY));
    // Both instances now keep the answers without the deal.
    for (const server of [first, second]) {
      expect(await publicIds(server)).not.toContain(dealId);
      expect(await detailStatus(server)).toBe(404);
    }
    const checkout = await second.client().post('/api/create-payment-intent', { dealId });
    expect(checkout.status).toBe(401);
    expect((await (await owner()).get('/api/business/subscription')).body.listing).toMatchObject({ state: 'hidden', hiddenReason: 'trial_ended' });
    // Its own portal still lists and opens it.
    const portal = await owner();
    expect(((await portal.get('/api/business/deals')).body.deals as { id: number }[]).map((deal) => deal.id)).toContain(dealId);
    expect((await portal.get(`/api/deals/${dealId}`)).status).toBe(200);
  });

  it('shows them again at once on both instances when the business pays', async () => {
    const portal = await owner();
    const created = await portal.post('/api/business/create-subscription');
    expect(created.status, created.text).toBe(201);
    const paid = await portal.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: GOOD_CARD });
    expect(paid.status, paid.text).toBe(200);

    for (const server of [first, second]) {
      expect(await publicIds(server)).toContain(dealId);
      expect(await detailStatus(server)).toBe(200);
    }
    expect((await (await owner()).get('/api/business/subscription')).body.listing).toMatchObject({ state: 'subscribed' });
  });

  it('cancels at the period end and resumes, through the routes, for the business itself', async () => {
    const portal = await owner();
    const cancelled = await portal.post('/api/business/subscription/cancel');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const state = (await (await owner()).get('/api/business/subscription')).body;
    expect(state.listing).toMatchObject({ state: 'cancelling', listedUntil: state.subscription.currentPeriodEnd });
    expect(await publicIds(second)).toContain(dealId);

    const resumed = await portal.post('/api/business/subscription/resume');
    expect(resumed.body.subscription).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await (await owner()).get('/api/business/subscription')).body.listing).toMatchObject({ state: 'subscribed' });
  });
});
