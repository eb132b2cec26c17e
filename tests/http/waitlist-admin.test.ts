import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, createDeal, demoBusiness, demoCustomer, expectError, expectNoSecrets, newBusiness, newOwnerBusiness, standardDeal, unique } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function entry(overrides: Record<string, unknown> = {}) {
  return { name: 'Jamie Rivera', email: `Jamie_${unique()}@Test.Example`, phone: '(512) 555-0100', type: 'business', rating: 4, feedback: 'Looks great.', ...overrides };
}

describe('POST /api/waitlist', () => {
  it('lets anyone join (201)', async () => {
    const payload = entry();
    const reply = await server.client().post('/api/waitlist', payload);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(Number), message: "Thank you for joining our waitlist! We'll keep you updated on our progress." });

    const listed = (await (await adminClient(server)).get('/api/waitlist')).body.find((row: Json) => row.id === reply.body.id);
    expect(listed).toMatchObject({ name: 'Jamie Rivera', email: payload.email.toLowerCase(), phone: '(512) 555-0100', type: 'business', rating: 4, feedback: 'Looks great.' });
    expect(Date.parse(listed.createdAt)).not.toBeNaN();
  });

  it('defaults type to discounter and rating to 5; feedback is optional', async () => {
    const reply = await server.client().post('/api/waitlist', { name: 'Al', email: `al_${unique()}@test.example`, phone: '555' });
    expect(reply.status).toBe(201);
    const listed = (await (await adminClient(server)).get('/api/waitlist')).body.find((row: Json) => row.id === reply.body.id);
    expect(listed).toMatchObject({ type: 'discounter', rating: 5, feedback: null });
  });

  it.each([
    [{ name: 'J' }, 'Name must be at least 2 characters'],
    [{ name: undefined }, 'Required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: undefined }, 'Phone number is required'],
    [{ type: 'investor' }, "Please select if you're a customer or business"],
    [{ type: '' }, "Please select if you're a customer or business"],
    [{ rating: 0 }, 'Please select a rating'],
    [{ rating: 6 }, 'Please select a rating'],
    [{ rating: 2.5 }, 'Please select a rating'],
    [{ rating: '5' }, 'Invalid input'],
    [{ feedback: 'x'.repeat(2001) }, 'Feedback must be at most 2000 characters'],
  ])('refuses %o with its message (400)', async (change, message) => {
    const reply = await server.client().post('/api/waitlist', entry(change));
    expectError(reply, 400, message);
  });
});

describe('GET /api/waitlist', () => {
  it('answers the admin and an owner business with the first page of entries, newest first', async () => {
    const first = (await server.client().post('/api/waitlist', entry({ name: 'First Person' }))).body.id;
    const second = (await server.client().post('/api/waitlist', entry({ name: 'Second Person' }))).body.id;
    for (const viewer of [await adminClient(server), (await newOwnerBusiness(server)).client]) {
      const reply = await viewer.get('/api/waitlist');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-page')).toBe('1');
      expect(Number(reply.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
      const ids = reply.body.map((row: Json) => row.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
      for (const row of reply.body) expect(Object.keys(row).sort()).toEqual(['createdAt', 'email', 'feedback', 'id', 'name', 'phone', 'rating', 'type']);
    }
  });

  it('refuses a plain business (the demo business is one) and a customer (403), and a visitor (401)', async () => {
    const plain = await newBusiness(server);
    expectError(await plain.client.get('/api/waitlist'), 403, 'Only the administrator and business owners can see the waitlist.');
    expectError(await (await demoBusiness(server)).get('/api/waitlist'), 403);
    expectError(await (await demoCustomer(server)).get('/api/waitlist'), 403);
    expectError(await server.client().get('/api/waitlist'), 401);
  });
});

describe('GET /api/admin/sample-waitlist', () => {
  it('answers sample rows to the admin and the owner business', async () => {
    for (const viewer of [await adminClient(server), (await newOwnerBusiness(server)).client]) {
      const reply = await viewer.get('/api/admin/sample-waitlist');
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeGreaterThan(0);
      expect(reply.body[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), type: expect.stringMatching(/^(discounter|business)$/), rating: expect.any(Number) });
    }
  });

  it('is refused to others', async () => {
    expectError(await (await newBusiness(server)).client.get('/api/admin/sample-waitlist'), 403);
    expectError(await (await demoCustomer(server)).get('/api/admin/sample-waitlist'), 403);
    expectError(await server.client().get('/api/admin/sample-waitlist'), 401);
  });
});

describe('POST /api/admin/businesses/:id/verify', () => {
  it("verifies Lotus Flow Yoga and publishes its draft deal 132", async () => {
    const businesses = (await server.client().get('/api/businesses')).body;
    const lotus = businesses.find((business: Json) => business.name === 'Lotus Flow Yoga');
    expect(lotus.verified).toBe(false);
    expectError(await server.client().get('/api/deals/132'), 404);

    const admin = await adminClient(server);
    const reply = await admin.post(`/api/admin/businesses/${lotus.id}/verify`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ business: { id: lotus.id, name: 'Lotus Flow Yoga', verified: true }, publishedDeals: 1 });
    expect(reply.body.business).not.toHaveProperty('email');
    expectNoSecrets(reply.body);

    const deal = await server.client().get('/api/deals/132');
    expect(deal.status).toBe(200);
    expect(deal.body).toMatchObject({ id: 132, active: true });
    expect((await server.client().get('/api/businesses')).body.find((business: Json) => business.id === lotus.id).verified).toBe(true);

    // Verifying again is harmless.
    expect((await admin.post(`/api/admin/businesses/${lotus.id}/verify`)).body).toMatchObject({ publishedDeals: 0 });
  });

  it("publishes a new business's drafts, and its next deals publish at once", async () => {
    const business = await newBusiness(server);
    const draft = await createDeal(business.client, standardDeal());
    expect(draft.draft).toBe(true);
    const admin = await adminClient(server);
    expect((await admin.post(`/api/admin/businesses/${business.id}/verify`)).body.publishedDeals).toBe(1);
    expect((await server.client().get(`/api/deals/${draft.id}`)).body.active).toBe(true);
    expect((await business.client.get('/api/user')).body.verified).toBe(true);
    expect((await createDeal(business.client, standardDeal())).draft).toBe(false);
  });

  it('is for the admin only: an owner business, the demo business and a customer get 403, a visitor 401', async () => {
    const business = await newBusiness(server);
    for (const caller of [(await newOwnerBusiness(server)).client, await demoBusiness(server), await demoCustomer(server), business.client]) {
      expectError(await caller.post(`/api/admin/businesses/${business.id}/verify`), 403, 'Only the administrator can do this.');
    }
    expectError(await server.client().post(`/api/admin/businesses/${business.id}/verify`), 401);
    expect((await business.client.get('/api/user')).body.verified).toBe(false);
  });

  it('answers 404 for an unknown or malformed business id', async () => {
    const admin = await adminClient(server);
    expectError(await admin.post('/api/admin/businesses/99999/verify'), 404, 'Business not found');
    expectError(await admin.post('/api/admin/businesses/abc/verify'), 404);
  });
});
