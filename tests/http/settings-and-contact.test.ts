import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, demoBusiness, expectError, expectNoSecrets, newCustomer, unique } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DEFAULTS = { purchaseReceipts: true, expiryReminders: true, newDeals: true, newsletter: false, favoriteDeals: false };

function contact(overrides: Record<string, unknown> = {}) {
  return { name: 'Robin Vale', email: `Robin_${unique()}@Test.Example`, topic: 'partnerships', message: 'We run a bakery and would like to partner.', ...overrides };
}

describe('GET and PATCH /api/user/email-preferences', () => {
  it('answers the defaults until the customer changes a switch, then keeps exactly what was changed', async () => {
    const { client } = await newCustomer(server);
    expect((await client.get('/api/user/email-preferences')).body).toEqual(DEFAULTS);

    const changed = await client.patch('/api/user/email-preferences', { newsletter: true, purchaseReceipts: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...DEFAULTS, newsletter: true });

    await client.patch('/api/user/email-preferences', { newDeals: false });
    expect((await client.get('/api/user/email-preferences')).body).toEqual({ ...DEFAULTS, newsletter: true, newDeals: false });
  });

  it('keeps purchase receipts on: turning them off is refused with the reason, and nothing else in the request changes', async () => {
    const { client } = await newCustomer(server);
    const refused = await client.patch('/api/user/email-preferences', { purchaseReceipts: false, newsletter: true });
    expectError(refused, 400, 'Purchase receipts are always sent: they hold the code you show at the business.');
    expect((await client.get('/api/user/email-preferences')).body).toEqual(DEFAULTS);
    const named = await client.patch('/api/user/email-preferences', { purchaseReceipts: true });
    expect(named.status).toBe(200);
    expect(named.body).toEqual(DEFAULTS);
  });

  it('lets a business turn its weekly summary off and on; customers may not', async () => {
    const business = await demoBusiness(server);
    const before = (await business.get('/api/business/email-preferences')).body;
    expect(before).toEqual({ weeklySummary: expect.any(Boolean) });
    const off = await business.patch('/api/business/email-preferences', { weeklySummary: false });
    expect(off.body).toEqual({ weeklySummary: false });
    expect((await business.get('/api/business/email-preferences')).body).toEqual({ weeklySummary: false });
    expect((await business.patch('/api/business/email-preferences', { weeklySummary: true })).body).toEqual({ weeklySummary: true });
    expectError(await business.patch('/api/business/email-preferences', { weeklySummary: 'no' }), 400, 'Invalid input');
    expectError(await (await newCustomer(server)).client.get('/api/business/email-preferences'), 403, 'Only business accounts can do this.');
    expectError(await server.client().patch('/api/business/email-preferences', { weeklySummary: false }), 401);
  });

  it('keeps each customer’s choice apart', async () => {
    const [a, b] = [await newCustomer(server), await newCustomer(server)];
    await a.client.patch('/api/user/email-preferences', { expiryReminders: false });
    expect((await b.client.get('/api/user/email-preferences')).body).toEqual(DEFAULTS);
  });

  it.each([
    [{}, 'Choose at least one email preference to change'],
    [{ newsletter: 'yes' }, 'Invalid input'],
    [{ newsletter: null }, 'Invalid input'],
    [{ unknown: true }, 'Choose at least one email preference to change'],
  ])('refuses %o with a clear message (400)', async (payload, message) => {
    const { client } = await newCustomer(server);
    expectError(await client.patch('/api/user/email-preferences', payload), 400, message);
  });

  it('is for customers only: a visitor gets 401, a business and the admin 403', async () => {
    expectError(await server.client().get('/api/user/email-preferences'), 401);
    expectError(await server.client().patch('/api/user/email-preferences', { newsletter: 'nonsense' }), 401);
    expectError(await (await demoBusiness(server)).get('/api/user/email-preferences'), 403, 'Only customer accounts can do this.');
    expectError(await (await adminClient(server)).patch('/api/user/email-preferences', { newsletter: true }), 403);
  });
});

describe('POST /api/contact and the admin’s /api/admin/contact-messages', () => {
  it('stores a visitor’s message as new; the admin lists it newest first and marks it read, then answered', async () => {
    const sent = contact();
    const reply = await server.client().post('/api/contact', sent);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(Number), message: "Thank you for your message! We'll get back to you soon." });

    const admin = await adminClient(server);
    const listed = await admin.get('/api/admin/contact-messages');
    expect(listed.status).toBe(200);
    expectNoSecrets(listed.body);
    const mine = listed.body.messages.find((row: Json) => row.id === reply.body.id);
    expect(mine).toEqual({
      id: reply.body.id,
      name: 'Robin Vale',
      email: sent.email.toLowerCase(),
      topic: 'partnerships',
      message: sent.message,
      status: 'new',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(listed.body.messages[0].id).toBeGreaterThanOrEqual(reply.body.id);
    const newBefore = listed.body.counts.new;

    const read = await admin.patch(`/api/admin/contact-messages/${reply.body.id}`, { status: 'read' });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('read');
    const onlyRead = (await admin.get('/api/admin/contact-messages?status=read')).body;
    expect(onlyRead.messages.every((row: Json) => row.status === 'read')).toBe(true);
    expect(onlyRead.messages.map((row: Json) => row.id)).toContain(reply.body.id);
    expect(onlyRead.counts.new).toBe(newBefore - 1);

    expect((await admin.patch(`/api/admin/contact-messages/${reply.body.id}`, { status: 'answered' })).body.status).toBe('answered');
  });

  it.each([
    [{ name: 'R' }, 'Name must be at least 2 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ topic: 'lottery' }, 'Please choose what your message is about'],
    [{ topic: undefined }, 'Please choose what your message is about'],
    [{ message: 'Hi' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %o with its message (400)', async (change, message) => {
    expectError(await server.client().post('/api/contact', contact(change)), 400, message);
  });

  it('limits messages per client address (429 with Retry-After); malformed ones cost nothing', async () => {
    const address = `198.19.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200) + 1}`;
    const visitor = server.client({ address });
    for (let n = 0; n < 3; n++) expectError(await visitor.post('/api/contact', contact({ email: 'bad' })), 400);
    for (let n = 0; n < RATE_LIMITS.contactPerAddress.max; n++) expect((await visitor.post('/api/contact', contact())).status).toBe(201);

    const refused = await visitor.post('/api/contact', contact());
    expectError(refused, 429, 'Too many messages from your network. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.client().post('/api/contact', contact())).status).toBe(201);
  });

  it('lets only the admin read and mark messages: 401 for a visitor, 403 for a customer and a business', async () => {
    const id = (await server.client().post('/api/contact', contact())).body.id;
    const customer = (await newCustomer(server)).client;
    const business = await demoBusiness(server);
    expectError(await server.client().get('/api/admin/contact-messages'), 401);
    expectError(await server.client().patch(`/api/admin/contact-messages/${id}`, { status: 'read' }), 401);
    for (const stranger of [customer, business]) {
      expectError(await stranger.get('/api/admin/contact-messages?status=bogus'), 403, 'Only the administrator can do this.');
      expectError(await stranger.patch(`/api/admin/contact-messages/${id}`, { status: 'read' }), 403);
    }
  });

  it('answers the admin 400 for a bad status or query and 404 for a message that does not exist', async () => {
    const admin = await adminClient(server);
    const id = (await server.client().post('/api/contact', contact())).body.id;
    expectError(await admin.patch(`/api/admin/contact-messages/${id}`, { status: 'deleted' }), 400, 'Status must be one of: new, read, answered');
    expectError(await admin.get('/api/admin/contact-messages?status=deleted'), 400, 'Invalid input');
    expectError(await admin.patch('/api/admin/contact-messages/987654', { status: 'read' }), 404, 'Message not found');
  });
});

describe('GET /api/platform-figures', () => {
  it('counts waitlist entries, customers and businesses, and counts again only after 60 seconds', async () => {
    const clock = new FixedClock(new Date());
    const own = await startTestServer({ clock });
    try {
      const visitor = own.client();
      const before = (await visitor.get('/api/platform-figures')).body;
      expect(Object.keys(before).sort()).toEqual(['businesses', 'customers', 'waitlist']);

      await newCustomer(own);
      expect((await own.client().post('/api/waitlist', { name: 'Casey', email: `casey_${unique()}@test.example`, phone: '555' })).status).toBe(201);
      clock.advance(59_000);
      expect((await visitor.get('/api/platform-figures')).body).toEqual(before);

      clock.advance(1_000);
      const after = (await visitor.get('/api/platform-figures')).body;
      expect(after).toEqual({ waitlist: before.waitlist + 1, customers: before.customers + 1, businesses: before.businesses });
      const admin = (await (await adminClient(own)).get('/api/admin/stats')).body;
      expect(after).toEqual({ waitlist: admin.waitlist.total, customers: admin.customers, businesses: admin.businesses.total });
    } finally {
      await own.stop();
    }
  });
});
