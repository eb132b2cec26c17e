import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import type { HttpClient } from './test-server.js';
import {
  createDeal,
  daysFromNow,
  demoBusiness,
  demoCustomer,
  expectError,
  expectNoSecrets,
  newBusiness,
  standardDeal,
} from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: TestServer;
let sunriseId: number;
beforeAll(async () => {
  server = await startTestServer();
  sunriseId = (await (await demoBusiness(server)).get('/api/user')).body.id;
});
afterAll(() => server.stop());

const SEEDED_PUBLISHED = Array.from({ length: 26 }, (_, index) => 101 + index);
const SEEDED_HIDDEN = [127, 128, 129, 130, 131, 132];

function isPublished(deal: Json, now = Date.now()): boolean {
  return deal.active === true && Date.parse(deal.startDate) <= now && now <= Date.parse(deal.endDate);
}

/** Every deal of a listing, page by page. */
async function allPages(client: HttpClient, query: string): Promise<Json[]> {
  const deals: Json[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await client.get(`/api/deals?${query}&limit=100&page=${page}`);
    expect(reply.status, reply.text).toBe(200);
    deals.push(...reply.body.deals);
    if (!reply.body.pagination.hasNextPage) return deals;
  }
}

const SLIDER_PAYLOAD = {
  title: 'Slider Dinner Deal',
  description: 'Choose how much to prepay for dinner, more prepaid, more saved.',
  category: 'Restaurant',
  price: 15,
  discountPercent: 20,
  isSliderDeal: true,
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  minDiscountPercent: 10,
  maxDiscountPercent: 35,
  discountSteps: JSON.stringify([10, 15, 20, 25, 30, 35]),
  maxRedemptionsPerUser: 2,
  active: true,
};

function cashToDiscountPayload(overrides: Record<string, unknown> = {}) {
  const steps = [12, 16, 20, 24, 28, 32];
  return {
    title: 'Cash to Discount: Test Menu',
    description: 'Prepay between $5 and $30 and unlock up to 32% off the whole menu.',
    category: 'Health & Wellness',
    basePrice: 10,
    minPrice: 5,
    maxPrice: 30,
    baseDiscount: 12,
    maxDiscount: 32,
    ...Object.fromEntries(steps.map((step, index) => [`discountStep${index + 1}`, step])),
    price: 10,
    discountPercent: 12,
    isSlidingDeal: true,
    slidingDiscounts: steps.map((discountPercent, index) => ({ price: 5 * (index + 1), discountPercent })),
    maxRedemptionsPerUser: 3,
    active: true,
    startDate: daysFromNow(-1),
    endDate: daysFromNow(20),
    ...overrides,
  };
}

describe('GET /api/deals', () => {
  it('shows a shopper only published deals, with the pagination fields', async () => {
    const client = server.client();
    const reply = await client.get('/api/deals');
    expect(reply.status).toBe(200);
    expect(reply.body.pagination).toMatchObject({ page: 1, limit: 12, hasPreviousPage: false, hasNextPage: true });
    expect(reply.body.pagination.total).toBeGreaterThanOrEqual(SEEDED_PUBLISHED.length);
    expect(reply.body.pagination.totalPages).toBe(Math.ceil(reply.body.pagination.total / 12));
    expect(reply.body.deals).toHaveLength(12);
    expectNoSecrets(reply.body);

    const every = await allPages(client, 'x=1');
    expect(every).toHaveLength(reply.body.pagination.total);
    const ids = every.map((deal) => deal.id);
    expect(ids).toEqual(expect.arrayContaining(SEEDED_PUBLISHED));
    for (const hidden of SEEDED_HIDDEN) expect(ids).not.toContain(hidden);
    for (const deal of every) expect(isPublished(deal), `deal ${deal.id}`).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('presents a deal in dollars with its business summary and no owner-only fields', async () => {
    const deals = await allPages(server.client(), 'x=1');
    const brunch = deals.find((deal) => deal.id === 101);
    expect(brunch).toMatchObject({
      id: 101,
      businessId: sunriseId,
      title: 'Weekend Brunch for Two',
      category: 'Restaurant',
      price: 8,
      discountPercent: 15,
      isSliderDeal: false,
      featured: true,
      active: true,
      business: { id: sunriseId, name: 'Sunrise Bistro', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(brunch).not.toHaveProperty('awaitingVerification');
    expect(brunch.business).not.toHaveProperty('email');
    const slider = deals.find((deal) => deal.id === 103);
    expect(slider).toMatchObject({ isSliderDeal: true, minPrice: 5, maxPrice: 30, discountSteps: '[10,15,20,25,30,35]' });
  });

  it('pages: limit and page', async () => {
    const client = server.client();
    const first = await client.get('/api/deals?limit=5&page=1');
    const second = await client.get('/api/deals?limit=5&page=2');
    expect(second.status).toBe(200);
    expect(second.body.pagination).toMatchObject({ page: 2, limit: 5, hasPreviousPage: true, hasNextPage: true });
    expect(second.body.deals).toHaveLength(5);
    const firstIds = first.body.deals.map((deal: Json) => deal.id);
    for (const deal of second.body.deals) expect(firstIds).not.toContain(deal.id);

    const beyond = await client.get('/api/deals?limit=5&page=1000');
    expect(beyond.status).toBe(200);
    expect(beyond.body.deals).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ page: 1000, hasNextPage: false, hasPreviousPage: true });
  });

  it('filters by category, featured and active as the home and browse pages ask', async () => {
    const client = server.client();
    const home = await client.get('/api/deals?active=true&featured=true&limit=4');
    expect(home.body.deals).toHaveLength(4);
    for (const deal of home.body.deals) expect(deal.featured).toBe(true);

    const featured = await allPages(client, 'featured=true');
    expect(featured.map((deal) => deal.id).sort()).toEqual([101, 102, 104, 105, 106, 108, 109]);

    const cafes = await allPages(client, 'category=Caf%C3%A9&active=true');
    expect(cafes.map((deal) => deal.id).sort()).toEqual([102, 111, 120]);
    for (const deal of cafes) expect(deal.category).toBe('Café');

    // A shopper asking for inactive deals gets none.
    const inactive = await client.get('/api/deals?active=false');
    expect(inactive.status).toBe(200);
    expect(inactive.body.deals).toEqual([]);
    expect(inactive.body.pagination.total).toBe(0);
  });

  it('filters by businessId (published deals only for anyone but the owner)', async () => {
    const anonymous = await allPages(server.client(), `businessId=${sunriseId}`);
    expect(anonymous.length).toBeGreaterThanOrEqual(3);
    for (const deal of anonymous) expect(deal.businessId).toBe(sunriseId);
    const ids = anonymous.map((deal) => deal.id);
    expect(ids).toEqual(expect.arrayContaining([101, 103, 119]));
    expect(ids).not.toContain(127);

    // The owner listing its own deals sees every state.
    const owner = await demoBusiness(server);
    const own = await allPages(owner, `businessId=${sunriseId}`);
    expect(own.map((deal) => deal.id)).toContain(127);
    expect(own[0]).toHaveProperty('awaitingVerification');
  });

  it('searches title and description with q, case-insensitively, taking wildcards literally', async () => {
    const client = server.client();
    const ramen = await allPages(client, 'q=RAMEN');
    expect(ramen.map((deal) => deal.id)).toContain(109);
    for (const deal of ramen) expect(`${deal.title} ${deal.description}`.toLowerCase()).toContain('ramen');

    const percent = await allPages(client, 'q=%25');
    expect(percent.length).toBeGreaterThan(0);
    for (const deal of percent) expect(`${deal.title} ${deal.description}`).toContain('%');
    expect(percent.length).toBeLessThan(SEEDED_PUBLISHED.length);

    expect((await client.get('/api/deals?q=_')).body.deals).toEqual([]);
    expect((await client.get(`/api/deals?q=${encodeURIComponent("'; drop table deals; --")}`)).body.deals).toEqual([]);
    expect((await client.get('/api/deals?q=zzzz-no-such-deal')).body.pagination).toMatchObject({ total: 0, totalPages: 0, hasNextPage: false });
  });

  it('filters by location: city, state or zip of the business', async () => {
    const client = server.client();
    const denver = await allPages(client, 'location=denver');
    expect(denver.length).toBeGreaterThan(0);
    for (const deal of denver) expect(deal.business.city).toBe('Denver');
    const oregon = await allPages(client, 'location=OR');
    for (const deal of oregon) expect(deal.business.state).toBe('OR');
    const zip = await allPages(client, 'location=97205');
    expect(zip.map((deal) => deal.id).sort()).toEqual([109, 117, 126]);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=abc',
    'limit=-1',
    'limit=1.5',
    'page=0',
    'page=-2',
    'page=x',
    'active=yes',
    'featured=1',
    'category=Weapons',
    'businessId=abc',
    `q=${'x'.repeat(101)}`,
    'limit=1&limit=2',
  ])("answers 400 'Invalid input' for %s", async (query) => {
    const reply = await server.client().get(`/api/deals?${query}`);
    expectError(reply, 400, 'Invalid input');
  });

  it('ignores unknown parameters and blank values', async () => {
    const reply = await server.client().get('/api/deals?limit=&page=&category=&sort=price&foo=bar');
    expect(reply.status).toBe(200);
    expect(reply.body.pagination).toMatchObject({ page: 1, limit: 12 });
  });
});

describe('GET /api/deals/:id', () => {
  it('answers a published deal to anyone', async () => {
    const reply = await server.client().get('/api/deals/101');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 101, title: 'Weekend Brunch for Two', price: 8, business: { name: 'Sunrise Bistro' } });
    expectNoSecrets(reply.body);
  });

  it.each([127, 128, 129, 130, 131, 132])('hides deal %i (ended, paused or draft) from shoppers: 404', async (id) => {
    expectError(await server.client().get(`/api/deals/${id}`), 404, "The deal you're looking for doesn't exist or has been removed.");
    expectError(await (await demoCustomer(server)).get(`/api/deals/${id}`), 404);
  });

  it("shows the owning business its own ended deal, but not another business's paused one", async () => {
    const owner = await demoBusiness(server);
    const ended = await owner.get('/api/deals/127');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ id: 127, businessId: sunriseId, awaitingVerification: false });
    expectError(await owner.get('/api/deals/130'), 404);
  });

  it('shows an unverified business its own draft (deal 132 of Lotus Flow Yoga)', async () => {
    const lotus = server.client();
    expect((await lotus.post('/api/business/login', { email: 'namaste@lotusflow.example', password: 'demo-business' })).status).toBe(200);
    const draft = await lotus.get('/api/deals/132');
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id: 132, active: false, awaitingVerification: true });
  });

  it.each(['abc', '0', '-1', '1.5', '101abc', '99999', '1e3', '9999999999'])('answers /api/deals/%s with 404 JSON', async (id) => {
    expectError(await server.client().get(`/api/deals/${id}`), 404);
  });
});

describe('POST /api/deals', () => {
  it('creates a standard deal for the demo business (201), stored as sent, prices in dollars', async () => {
    const business = await demoBusiness(server);
    const payload = standardDeal({ price: 12.5, discountPercent: 20, maxRedemptionsPerUser: 3 });
    const reply = await business.post('/api/deals', payload);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      businessId: sunriseId,
      title: payload['title'],
      description: payload['description'],
      category: 'Restaurant',
      price: 12.5,
      basePrice: 12.5,
      discountPercent: 20,
      isSliderDeal: false,
      minPrice: null,
      maxPrice: null,
      discountSteps: null,
      maxRedemptionsPerUser: 3,
      imageUrl: null,
      image: null,
      active: true,
      featured: false,
      draft: false,
      awaitingVerification: false,
      message: 'Your new deal has been successfully created.',
      startDate: payload['startDate'],
      endDate: payload['endDate'],
    });
    expect(typeof reply.body.id).toBe('number');
    expectNoSecrets(reply.body);

    const shown = await server.client().get(`/api/deals/${reply.body.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: reply.body.id, price: 12.5, discountPercent: 20, business: { name: 'Sunrise Bistro' } });
  });

  it('creates a slider deal from the earlier form (discountSteps as JSON text)', async () => {
    const business = await demoBusiness(server);
    const reply = await business.post('/api/deals', { ...SLIDER_PAYLOAD, startDate: daysFromNow(-1), endDate: daysFromNow(20) });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({
      isSliderDeal: true,
      price: 15,
      basePrice: 15,
      minPrice: 5,
      maxPrice: 30,
      minDiscountPercent: 10,
      maxDiscountPercent: 35,
      discountSteps: '[10,15,20,25,30,35]',
      // The server recomputes it: the rounded average of the smallest and largest step.
      discountPercent: 23,
      maxRedemptionsPerUser: 2,
      draft: false,
    });
    // A slider deal's checkout follows its steps.
    const customer = await demoCustomer(server);
    const intent = await customer.post('/api/create-payment-intent', { dealId: reply.body.id, customPrice: 25 });
    expect(intent.body).toMatchObject({ amount: 25, discountPercent: 30 });
  });

  it('creates a Cash to Discount deal from the wizard (discountStep1..6, isSlidingDeal)', async () => {
    const business = await demoBusiness(server);
    const reply = await business.post('/api/deals', cashToDiscountPayload());
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({
      category: 'Wellness',
      isSliderDeal: true,
      price: 10,
      basePrice: 10,
      minPrice: 5,
      maxPrice: 30,
      minDiscountPercent: 12,
      maxDiscountPercent: 32,
      discountSteps: '[12,16,20,24,28,32]',
      discountPercent: 12,
      maxRedemptionsPerUser: 3,
      active: true,
      draft: false,
    });
    const shown = await server.client().get(`/api/deals/${reply.body.id}`);
    expect(shown.body.discountSteps).toBe('[12,16,20,24,28,32]');
  });

  it('takes a date-only end date as the end of that day', async () => {
    const business = await demoBusiness(server);
    const reply = await business.post('/api/deals', standardDeal({ startDate: '2020-01-01', endDate: '2099-03-05' }));
    expect(reply.status).toBe(201);
    expect(reply.body.endDate).toBe('2099-03-05T23:59:59.999Z');
  });

  it('saves the deal of an unverified business as a draft', async () => {
    const business = await newBusiness(server);
    const reply = await business.client.post('/api/deals', standardDeal({ active: true }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ draft: true, active: false, awaitingVerification: true, businessId: business.id });
    expect(reply.body.message).toMatch(/draft/);
    expectError(await server.client().get(`/api/deals/${reply.body.id}`), 404);
    expect((await business.client.get(`/api/deals/${reply.body.id}`)).status).toBe(200);
  });

  it('ignores businessId, featured, id and verified in the payload', async () => {
    const business = await demoBusiness(server);
    const reply = await business.post('/api/deals', standardDeal({ businessId: 1, featured: true, id: 5000, verified: true, awaitingVerification: false, createdAt: '2000-01-01T00:00:00Z' }));
    expect(reply.status).toBe(201);
    expect(reply.body.businessId).toBe(sunriseId);
    expect(reply.body.featured).toBe(false);
    expect(reply.body.id).not.toBe(5000);
    expect(reply.body.createdAt).not.toBe('2000-01-01T00:00:00.000Z');

    // The same from an unverified business: 'verified' does not publish it.
    const unverified = await newBusiness(server);
    const draft = await unverified.client.post('/api/deals', standardDeal({ verified: true, businessId: sunriseId }));
    expect(draft.body).toMatchObject({ draft: true, businessId: unverified.id });
  });

  it('is for businesses only: a customer gets 403, a visitor 401', async () => {
    const customer = await demoCustomer(server);
    expectError(await customer.post('/api/deals', standardDeal()), 403, 'Only business accounts can do this.');
    expectError(await server.client().post('/api/deals', standardDeal()), 401);
  });

  it.each([
    [{ title: 'ab' }, 'Title must be at least 3 characters'],
    [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ description: 'too short' }, 'Description must be at least 10 characters'],
    [{ category: undefined }, 'Please select a category'],
    [{ category: 'Weapons' }, 'Please select a category'],
    [{ price: 0 }, 'Price must be a positive number'],
    [{ price: -5 }, 'Price must be a positive number'],
    [{ price: '8' }, 'Invalid input'],
    [{ discountPercent: 0 }, 'Discount must be between 1% and 100%'],
    [{ discountPercent: 101 }, 'Discount must be between 1% and 100%'],
    [{ discountPercent: 12.5 }, 'Discount must be between 1% and 100%'],
    [{ startDate: 'not a date' }, 'Please enter a valid start date'],
    [{ endDate: '2025-02-30' }, 'Please enter a valid end date'],
    [{ maxRedemptionsPerUser: 0 }, 'Max redemptions must be a positive number'],
    [{ imageUrl: 'javascript:alert(1)' }, 'Upload a picture: links to pictures on other sites are not accepted'],
    [{ imageUrl: 'https://images.example.com/a.jpg' }, 'Upload a picture: links to pictures on other sites are not accepted'],
    [{ startDate: daysFromNow(10), endDate: daysFromNow(5) }, 'The end date must not be before the start date'],
  ])('validates a standard deal: %o', async (change, message) => {
    const business = await demoBusiness(server);
    expectError(await business.post('/api/deals', standardDeal(change)), 400, message);
  });

  it.each([
    [{ maxPrice: 5 }, 'Maximum price must be greater than minimum price'],
    [{ minPrice: 4 }, 'Minimum price must be at least $5'],
    [{ maxPrice: 4 }, 'Maximum price must be at least $5'],
    [{ basePrice: 0 }, 'Base price must be a positive number'],
    [{ maxDiscount: 12 }, 'Maximum discount must be greater than base discount'],
    [{ discountStep3: 0 }, 'Discount must be at least 1%'],
    [{ discountStep6: 101 }, 'Discount cannot exceed 100%'],
    [{ title: 'ab' }, 'Title must be at least 3 characters'],
  ])('validates a Cash to Discount deal: %o', async (change, message) => {
    const business = await demoBusiness(server);
    expectError(await business.post('/api/deals', cashToDiscountPayload(change)), 400, message);
  });

  it.each([
    [{ discountSteps: '[10,15,20]' }, 'Exactly 6 discount steps are required'],
    [{ discountSteps: 'not json' }, 'Invalid input'],
    [{ maxPrice: 5 }, 'Maximum price must be greater than minimum price'],
    [{ maxDiscountPercent: 5 }, 'Maximum discount cannot be below minimum discount'],
  ])('validates a slider deal: %o', async (change, message) => {
    const business = await demoBusiness(server);
    expectError(await business.post('/api/deals', { ...SLIDER_PAYLOAD, startDate: daysFromNow(-1), endDate: daysFromNow(20), ...change }), 400, message);
  });

  it('refuses a body that is not an object', async () => {
    const business = await demoBusiness(server);
    for (const body of [[], 'text', 42, null]) {
      const reply = await business.request('POST', '/api/deals', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('PATCH /api/deals/:id', () => {
  it('lets the owner pause, resume and edit a deal', async () => {
    const owner = await demoBusiness(server);
    const deal = await createDeal(owner, standardDeal({ title: 'Pause Me Please' }));

    const paused = await owner.patch(`/api/deals/${deal.id}`, { active: false });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: deal.id, active: false });
    expectError(await server.client().get(`/api/deals/${deal.id}`), 404);
    expect((await allPages(server.client(), `businessId=${sunriseId}`)).map((d) => d.id)).not.toContain(deal.id);

    const resumed = await owner.patch(`/api/deals/${deal.id}`, { active: true });
    expect(resumed.body.active).toBe(true);
    expect((await server.client().get(`/api/deals/${deal.id}`)).status).toBe(200);

    const edited = await owner.patch(`/api/deals/${deal.id}`, { title: 'Edited Title', price: 9.5, discountPercent: 30, imageUrl: null, featured: true, businessId: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited Title', price: 9.5, discountPercent: 30, imageUrl: null, featured: false, businessId: sunriseId });
    expect((await server.client().get(`/api/deals/${deal.id}`)).body).toMatchObject({ title: 'Edited Title', price: 9.5 });
  });

  it('answers 404 to another business, 403 to a customer, 401 to a visitor', async () => {
    const owner = await demoBusiness(server);
    const deal = await createDeal(owner, standardDeal());
    const other = await newBusiness(server);
    expectError(await other.client.patch(`/api/deals/${deal.id}`, { active: false }), 404);
    expectError(await other.client.patch('/api/deals/102', { title: 'Hijacked deal' }), 404);
    expectError(await (await demoCustomer(server)).patch(`/api/deals/${deal.id}`, { active: false }), 403);
    expectError(await server.client().patch(`/api/deals/${deal.id}`, { active: false }), 401);
    expect((await server.client().get(`/api/deals/${deal.id}`)).body.active).toBe(true);
    expect((await server.client().get('/api/deals/102')).body.title).toBe('Coffee Lover Punch Card');
  });

  it('validates the change', async () => {
    const owner = await demoBusiness(server);
    const deal = await createDeal(owner, standardDeal());
    expectError(await owner.patch(`/api/deals/${deal.id}`, {}), 400, 'Nothing to update');
    expectError(await owner.patch(`/api/deals/${deal.id}`, { title: 'ab' }), 400, 'Title must be at least 3 characters');
    expectError(await owner.patch(`/api/deals/${deal.id}`, { active: 'no' }), 400, 'Invalid input');
    expectError(await owner.patch(`/api/deals/${deal.id}`, { endDate: '2000-01-01T00:00:00Z' }), 400, 'The end date must not be before the start date');
    expectError(await owner.patch('/api/deals/abc', { active: false }), 404);
    expectError(await owner.patch('/api/deals/99999', { active: false }), 404);
  });

  it('does not let an unverified business publish its draft', async () => {
    const business = await newBusiness(server);
    const draft = await createDeal(business.client, standardDeal());
    const reply = await business.client.patch(`/api/deals/${draft.id}`, { active: true });
    expectError(reply, 403);
    expect(reply.body.code).toBe('business.unverified');
    expectError(await server.client().get(`/api/deals/${draft.id}`), 404);
  });
});

describe('GET /api/business/deals', () => {
  it("lists the business's own deals in every state", async () => {
    const owner = await demoBusiness(server);
    const paused = await createDeal(owner, standardDeal({ title: 'Paused Own Deal', active: false }));
    const reply = await owner.get('/api/business/deals?limit=100');
    expect(reply.status).toBe(200);
    const ids = reply.body.deals.map((deal: Json) => deal.id);
    expect(ids).toEqual(expect.arrayContaining([101, 103, 119, 127, paused.id]));
    for (const deal of reply.body.deals) {
      expect(deal.businessId).toBe(sunriseId);
      expect(deal).toHaveProperty('awaitingVerification');
    }
    expectNoSecrets(reply.body);

    // active=false: the ones shoppers cannot see; a businessId of another business is ignored.
    const hidden = await owner.get('/api/business/deals?active=false&limit=100&businessId=2');
    const hiddenIds = hidden.body.deals.map((deal: Json) => deal.id);
    expect(hiddenIds).toEqual(expect.arrayContaining([127, paused.id]));
    expect(hiddenIds).not.toContain(101);
    for (const deal of hidden.body.deals) expect(deal.businessId).toBe(sunriseId);
  });

  it('shows an unverified business its drafts', async () => {
    const business = await newBusiness(server);
    const draft = await createDeal(business.client, standardDeal());
    const reply = await business.client.get('/api/business/deals');
    expect(reply.body.deals.map((deal: Json) => deal.id)).toEqual([draft.id]);
  });

  it('is for businesses only', async () => {
    expectError(await (await demoCustomer(server)).get('/api/business/deals'), 403);
    expectError(await server.client().get('/api/business/deals'), 401);
  });
});

describe('reference data', () => {
  it('GET /api/categories lists every category, cacheable', async () => {
    const reply = await server.client().get('/api/categories');
    expect(reply.status).toBe(200);
    expect(reply.body.map((category: Json) => category.name)).toEqual(expect.arrayContaining([...ALL_DEAL_CATEGORIES]));
    for (const category of reply.body) expect(Object.keys(category).sort()).toEqual(['id', 'name']);
    expect(reply.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('GET /api/businesses lists public fields only', async () => {
    const reply = await server.client().get('/api/businesses');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThanOrEqual(10);
    const allowed = ['id', 'name', 'category', 'description', 'address', 'city', 'state', 'zip', 'phoneNumber', 'logoUrl', 'verified'];
    for (const business of reply.body) {
      for (const key of Object.keys(business)) expect(allowed, `key ${key}`).toContain(key);
      expect(business).not.toHaveProperty('email');
      expect(business).not.toHaveProperty('subscriptionActive');
      expect(business).not.toHaveProperty('subscriptionExpiresAt');
      expect(business).not.toHaveProperty('role');
    }
    expectNoSecrets(reply.body);
    expect(reply.body.find((business: Json) => business.name === 'Sunrise Bistro')).toMatchObject({ city: 'Austin', verified: true });
    expect(reply.body.find((business: Json) => business.name === 'Lotus Flow Yoga')).toMatchObject({ verified: false });
  });

  it('GET /api/config tells the browser the mode, and no account (the admin here is not the demo admin)', async () => {
    const reply = await server.client().get('/api/config');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ demoMode: true, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: false });
  });
});
