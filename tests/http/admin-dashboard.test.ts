import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import {
  adminClient,
  buy,
  createDeal,
  demoBusiness,
  demoCustomer,
  expectError,
  expectNoSecrets,
  newBusiness,
  newCustomer,
  newOwnerBusiness,
  newVerifiedBusiness,
  standardDeal,
  unique,
} from './api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from './test-server.js';

// The admin dashboard's data: GET /api/admin/businesses and GET /api/admin/stats (DESIGN.md
// sections 3 and 4: the special admin only, enforced on the server).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ADMIN_ROUTES = ['/api/admin/businesses', '/api/admin/stats'];

let demo: TestServer;
beforeAll(async () => {
  demo = await startTestServer();
});
afterAll(() => demo.stop());

describe('who may read the admin figures', () => {
  it.each(ADMIN_ROUTES)('%s answers 401 to a visitor', async (path) => {
    expectError(await demo.client().get(path), 401, 'Please sign in to continue.');
  });

  it.each(ADMIN_ROUTES)('%s answers 403 to a customer, a plain business and an owner business', async (path) => {
    const callers: [string, HttpClient][] = [
      ['customer', await demoCustomer(demo)],
      ['plain business', (await newBusiness(demo)).client],
      ['owner business', (await newOwnerBusiness(demo)).client],
      ['the demo business', await demoBusiness(demo)],
    ];
    for (const [who, caller] of callers) {
      const reply = await caller.get(path);
      expect(reply.status, who).toBe(403);
      expectError(reply, 403, 'Only the administrator can do this.');
    }
  });

  it('checks who asks before what is asked: a customer with a bad query still gets 403', async () => {
    const customer = await demoCustomer(demo);
    expectError(await customer.get('/api/admin/businesses?page=zero'), 403);
    expectError(await demo.client().get('/api/admin/businesses?page=zero'), 401);
  });
});

describe('GET /api/admin/businesses', () => {
  it('lists every business, unverified ones included, newest first, with deal counts and no secrets', async () => {
    const admin = await adminClient(demo);
    const pending = await newBusiness(demo, { name: `Pending ${unique()}`, phoneNumber: '(512) 555-0199' });
    const verified = await newVerifiedBusiness(demo);
    await createDeal(verified.client, standardDeal());
    await createDeal(verified.client, standardDeal());
    await createDeal(pending.client, standardDeal());

    const reply = await admin.get('/api/admin/businesses?limit=100');

    expect(reply.status).toBe(200);
    const rows: Json[] = reply.body.businesses;
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(verified.id)).toBeLessThan(ids.indexOf(pending.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const pendingRow = rows.find((row) => row.id === pending.id);
    expect(pendingRow).toEqual({
      id: pending.id,
      name: pending.name,
      email: pending.email,
      phoneNumber: '(512) 555-0199',
      category: 'Retail',
      city: 'Springfield',
      state: null,
      role: 'business',
      verified: false,
      subscriptionActive: false,
      listedUntil: null,
      payouts: 'not_started',
      createdAt: expect.any(String),
      deals: { total: 1, live: 0, drafts: 1 },
    });
    expect(Date.parse(pendingRow.createdAt)).not.toBeNaN();
    const verifiedRow = rows.find((row) => row.id === verified.id);
    expect(verifiedRow).toMatchObject({ verified: true, payouts: 'not_started', deals: { total: 2, live: 2, drafts: 0 } });
    // Verified now: 30 free days of listing from the verification.
    expect(Date.parse(verifiedRow.listedUntil) - Date.now()).toBeGreaterThan(29 * 24 * 3_600_000);
    expect(rows.find((row) => row.name === 'Lotus Flow Yoga')).toMatchObject({ verified: false });
    expect(reply.body.pagination).toMatchObject({ page: 1, limit: 100, total: rows.length, hasPreviousPage: false });
    expectNoSecrets(reply.body);
  });

  it('searches name, email and city and filters by verification', async () => {
    const admin = await adminClient(demo);
    const tag = unique();
    const pending = await newBusiness(demo, { name: `Needle ${tag}` });
    const verified = await newVerifiedBusiness(demo);

    const byName = await admin.get(`/api/admin/businesses?q=needle%20${tag}`);
    expect(byName.body.businesses.map((row: Json) => row.id)).toEqual([pending.id]);
    expect(byName.body.pagination.total).toBe(1);

    const byEmail = await admin.get(`/api/admin/businesses?q=${encodeURIComponent(verified.email.toUpperCase())}`);
    expect(byEmail.body.businesses.map((row: Json) => row.id)).toEqual([verified.id]);

    const unverified = (await admin.get('/api/admin/businesses?verified=false&limit=100')).body.businesses;
    expect(unverified.every((row: Json) => row.verified === false)).toBe(true);
    expect(unverified.map((row: Json) => row.id)).toContain(pending.id);
    expect(unverified.map((row: Json) => row.id)).not.toContain(verified.id);

    expect((await admin.get(`/api/admin/businesses?q=${tag}&verified=true`)).body.businesses).toEqual([]);
  });

  it('pages the list', async () => {
    const admin = await adminClient(demo);
    const first = await admin.get('/api/admin/businesses?limit=2&page=1');
    const second = await admin.get('/api/admin/businesses?limit=2&page=2');

    expect(first.body.businesses).toHaveLength(2);
    expect(first.body.pagination).toMatchObject({ page: 1, limit: 2, hasNextPage: true, hasPreviousPage: false });
    expect(second.body.pagination).toMatchObject({ page: 2, hasPreviousPage: true });
    expect(second.body.businesses[0].id).toBeLessThan(first.body.businesses[1].id);
  });

  it.each([['page=0'], ['limit=101'], ['verified=maybe'], [`q=${'x'.repeat(101)}`], ['page=1&page=2']])('refuses ?%s with 400', async (search) => {
    const admin = await adminClient(demo);
    expectError(await admin.get(`/api/admin/businesses?${search}`), 400, 'Invalid input');
  });

  it('shows a business as verified once the admin verified it', async () => {
    const admin = await adminClient(demo);
    const business = await newBusiness(demo);
    const before = (await admin.get(`/api/admin/businesses?q=${encodeURIComponent(business.email)}`)).body.businesses[0];
    expect(before).toMatchObject({ id: business.id, verified: false });

    expect((await admin.post(`/api/admin/businesses/${business.id}/verify`)).status).toBe(200);

    const after = (await admin.get(`/api/admin/businesses?q=${encodeURIComponent(business.email)}`)).body.businesses[0];
    expect(after).toMatchObject({ id: business.id, verified: true });
  });
});

describe('GET /api/admin/stats', () => {
  let empty: TestServer;
  const clock = new FixedClock();

  beforeAll(async () => {
    // No demo data: every figure comes from what the test does.
    empty = await startTestServer({ env: { DEMO_MODE: 'false' }, clock });
  });
  afterAll(() => empty.stop());

  it('counts nothing on an empty platform', async () => {
    const reply = await (await adminClient(empty)).get('/api/admin/stats');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      customers: 0,
      businesses: { total: 0, verified: 0, unverified: 0 },
      deals: { total: 0, live: 0, drafts: 0 },
      purchases: { completed: 0, refunded: 0, redemptions: 0 },
      revenue: { grossSales: 0, platformFee: 0, businessShare: 0 },
      waitlist: { total: 0, discounters: 0, businesses: 0 },
    });
  });

  it('answers the figures of known accounts, deals, purchases, redemptions and waitlist entries', async () => {
    const now = clock.now();
    const shop = await newVerifiedBusiness(empty);
    const lunch = await createDeal(shop.client, standardDeal({ price: 8 }, now));
    const dinner = await createDeal(shop.client, standardDeal({ price: 20 }, now));
    const pending = await newBusiness(empty);
    await createDeal(pending.client, standardDeal({}, now));
    const ann = await newCustomer(empty);
    const bob = await newCustomer(empty);
    // $8 is charged as $10 (rounded to $5); $20 stays $20. The platform keeps 25%.
    const first = await buy(empty, ann.client, lunch.id);
    await buy(empty, bob.client, lunch.id);
    await buy(empty, bob.client, dinner.id);
    expect((await shop.client.post('/api/business/redeem', { code: first.textCode })).status).toBe(200);
    for (const type of ['discounter', 'discounter', 'business']) {
      const joined = await empty.client().post('/api/waitlist', { name: 'Jamie Rivera', email: `jamie_${unique()}@test.example`, phone: '555-0100', type, rating: 4 });
      expect(joined.status).toBe(201);
    }

    const reply = await (await adminClient(empty)).get('/api/admin/stats');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      customers: 2,
      businesses: { total: 2, verified: 1, unverified: 1 },
      deals: { total: 3, live: 2, drafts: 1 },
      purchases: { completed: 3, refunded: 0, redemptions: 1 },
      revenue: { grossSales: 36, platformFee: 9, businessShare: 27 },
      waitlist: { total: 3, discounters: 2, businesses: 1 },
    });
    expectNoSecrets(reply.body);
  });
});
