import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { DEMO_ADMIN, DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { DEMO_BUSINESSES, DEMO_DEALS } from '@marketplace/core/demo/domain/demo-catalogue';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import {
  createDeal,
  demoBusiness,
  demoCustomer,
  expectError,
  GOOD_CARD,
  newCustomer,
  newVerifiedBusiness,
  standardDeal,
} from '../http/api-helpers.js';
import { HttpClient, startTestServer, type TestServer } from '../http/test-server.js';

/**
 * DESIGN.md 10.1, "demo off means demo gone": one database (PostgreSQL with TEST_DATABASE_URL)
 * runs in demo mode, then restarts with demo mode off, as a deployment that was tried out as a demo
 * and then put into production would. What the demo run left must be unusable: its accounts cannot
 * sign in (not even with a session cookie from before), their deals cannot be seen or bought, and
 * the demo endpoints are gone. Back in demo mode they work again, and the demo business is a
 * plain business that cannot read the waitlist, whatever an older seed made it.
 */

let testDb: TestDatabase;
let server: TestServer | null = null;

function startOn(database: MikroOrmDatabase, demoMode: boolean): Promise<TestServer> {
  return startTestServer({
    env: { DEMO_MODE: String(demoMode) },
    infrastructure: {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      // The test database outlives each server: it is closed once, at the end.
      close: async () => undefined,
      describe: `MikroORM (${database.engine})`,
    },
  });
}

/** Stops the running server and starts another on the same database, as a redeploy would. */
async function restart(demoMode: boolean): Promise<TestServer> {
  await server?.stop();
  server = await startOn(await testDb.reopen(), demoMode);
  return server;
}

async function allDealIds(client: HttpClient): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await client.get(`/api/deals?limit=50&page=${page}`);
    expect(reply.status).toBe(200);
    ids.push(...reply.body.deals.map((deal: { id: number }) => deal.id));
    if (page >= reply.body.pagination.totalPages) return ids;
  }
}

const DEMO_DEAL_IDS = new Set(DEMO_DEALS.map((deal) => deal.id));
let customerCookie: HttpClient;
let businessCookie: HttpClient;

beforeAll(async () => {
  testDb = await openTestDatabase();
  server = await startOn(testDb.database, true);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.close();
}, 30_000);

describe('demo accounts after restarting with demo mode off', () => {
  it('work during the demo run (the baseline the rest breaks)', async () => {
    const demo = server!;
    customerCookie = await demoCustomer(demo);
    businessCookie = await demoBusiness(demo);
    expect((await customerCookie.get('/api/user')).status).toBe(200);
    expect((await businessCookie.get('/api/user')).status).toBe(200);
    expect((await demo.client().post('/api/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
    expect((await demo.client().get('/api/deals/101')).status).toBe(200);
    expect((await allDealIds(demo.client())).some((id) => DEMO_DEAL_IDS.has(id))).toBe(true);
    // As an older seed left it: the demo business an owner.
    const { businesses } = demo.infrastructure.repositories;
    const sunrise = (await businesses.findByEmail(DEMO_BUSINESS.email))!;
    sunrise.changeRole('owner');
    await businesses.save(sunrise);
  });

  it('cannot sign in, with the answer a wrong password gets', async () => {
    const closed = await restart(false);
    const wrongPassword = await closed.client().post('/api/login', { email: 'nobody@test.example', password: 'whatever-123' });
    expectError(wrongPassword, 401);
    const customer = await closed.client().post('/api/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect({ status: customer.status, body: customer.body }).toEqual({ status: wrongPassword.status, body: wrongPassword.body });

    const wrongBusinessPassword = await closed.client().post('/api/business/login', { email: 'nobody@test.example', password: 'whatever-123' });
    for (const business of DEMO_BUSINESSES) {
      const reply = await closed.client().post('/api/business/login', { email: business.email, password: business.password });
      expect({ status: reply.status, body: reply.body }, business.email).toEqual({ status: 401, body: wrongBusinessPassword.body });
    }
  });

  it('refuses the session cookies of the demo run (401)', async () => {
    const closed = server!;
    for (const cookie of [customerCookie, businessCookie]) {
      // The same browser, now talking to the restarted server (same session secret).
      const client = new HttpClient(closed.url);
      for (const [name, value] of cookie.cookies) client.cookies.set(name, value);
      expectError(await client.get('/api/user'), 401);
    }
  });

  it('has no demo login and no demo payment endpoints (404)', async () => {
    const closed = server!;
    expectError(await closed.client().post('/api/demo-login/user'), 404);
    expectError(await closed.client().post('/api/demo-login/business'), 404);
    const { client } = await newCustomer(closed);
    const reply = await client.post('/api/demo-payments/confirm', { clientSecret: 'pi_demo_x_secret_y', card: GOOD_CARD });
    expectError(reply, 404);
    expect(reply.body.code).toBe('demo.disabled');
  });

  it('keeps the demo payment endpoints closed even when the demo gateway is handed to a server in demo mode off', async () => {
    const memory = createInMemoryRepositories();
    const clock = new SystemClock();
    const gatewayOnly = await startTestServer({
      env: { DEMO_MODE: 'false' },
      payments: new DemoPaymentGateway({ repository: memory.repositories.demoPayments, clock, ids: new CryptoCodeGenerator() }),
    });
    try {
      const { client } = await newCustomer(gatewayOnly);
      const reply = await client.post('/api/demo-payments/confirm', { clientSecret: 'pi_demo_x_secret_y', card: GOOD_CARD });
      expectError(reply, 404);
      // Closed as a route, not merely an unknown intent.
      expect(reply.body.code).toBe('demo.disabled');
    } finally {
      await gatewayOnly.stop();
    }
  });

  it('takes every demo deal out of the catalogue: not listed, 404 by id, not for sale', async () => {
    const closed = server!;
    const seller = await newVerifiedBusiness(closed);
    const real = await createDeal(seller.client, standardDeal({ title: 'A real shop deal' }));

    const listed = await allDealIds(closed.client());
    expect(listed).toContain(real.id);
    expect(listed.filter((id) => DEMO_DEAL_IDS.has(id))).toEqual([]);
    const demoOfCategory = await closed.client().get('/api/deals?category=Restaurant&limit=50');
    expect(demoOfCategory.body.deals.map((deal: { id: number }) => deal.id).filter((id: number) => DEMO_DEAL_IDS.has(id))).toEqual([]);
    expectError(await closed.client().get('/api/deals/101'), 404);

    // A real customer, paying real money, cannot buy one (the fake gateway stands in for Stripe).
    const { client: shopper } = await newCustomer(closed);
    expectError(await shopper.post('/api/create-payment-intent', { dealId: 101 }), 404);
    expect((await shopper.post('/api/create-payment-intent', { dealId: real.id })).status).toBe(200);
  });

  it('publishes no credential in /api/config', async () => {
    const reply = await server!.client().get('/api/config');
    expect(reply.body).toEqual({ demoMode: false, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: false });
    for (const secret of [DEMO_CUSTOMER.password, DEMO_BUSINESS.password, DEMO_ADMIN.password]) expect(reply.text).not.toContain(secret);
  });

  it('are enabled again when demo mode comes back, the demo business as a plain business', async () => {
    const demo = await restart(true);
    const business = await demoBusiness(demo);
    expect((await business.get('/api/user')).body).toMatchObject({ email: DEMO_BUSINESS.email, role: 'business' });
    expectError(await business.get('/api/waitlist'), 403);
    expect((await demo.client().post('/api/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
    expect((await demo.client().get('/api/deals/101')).status).toBe(200);
  });
});
