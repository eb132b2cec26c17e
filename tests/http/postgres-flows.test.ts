import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { cookieHeader, copyOfJar, demoBusiness, expectError, expectNoSecrets, GOOD_CARD, livePass, newCustomer } from './api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from './test-server.js';

/**
 * The sign-in, purchase and redeem flows against the MikroORM database (PostgreSQL with
 * TEST_DATABASE_URL, else the embedded engine), with the demo payment gateway keeping its intents
 * in the same database; and two app instances sharing it.
 */

let testDb: TestDatabase;
let first: TestServer;
let second: TestServer;
let secondDatabase: MikroOrmDatabase | null = null;

function infrastructureOf(database: MikroOrmDatabase, close: () => Promise<void>): Infrastructure {
  return {
    repositories: database.repositories,
    transactions: database.transactions,
    isReachable: () => database.isReachable(),
    close,
    describe: `MikroORM (${database.engine})`,
  };
}

function startOn(database: MikroOrmDatabase, close: () => Promise<void>): Promise<TestServer> {
  const clock = new SystemClock();
  const payments = new DemoPaymentGateway({ repository: database.repositories.demoPayments, clock, ids: new CryptoCodeGenerator() });
  return startTestServer({ infrastructure: infrastructureOf(database, close), payments, clock });
}

beforeAll(async () => {
  testDb = await openTestDatabase();
  // The test database is closed (and dropped) once, after both servers.
  first = await startOn(testDb.database, async () => undefined);
  if (testDb.engine === 'postgresql') {
    // A second instance has its own connection pool, as a second process would.
    const database = await testDb.connectAgain();
    secondDatabase = database;
    second = await startOn(database, () => database.close());
  } else {
    // The embedded engine has one connection: the second instance shares it.
    second = await startOn(testDb.database, async () => undefined);
  }
}, 60_000);

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await testDb?.close();
}, 30_000);

async function payWithDemoCard(customer: HttpClient, dealId: number, request: Record<string, unknown> = {}) {
  const intent = await customer.post('/api/create-payment-intent', { dealId, ...request });
  expect(intent.status, intent.text).toBe(200);
  expect(intent.body.paymentIntentId).toMatch(/^pi_demo_/);
  const confirmed = await customer.post('/api/demo-payments/confirm', { clientSecret: intent.body.clientSecret, card: GOOD_CARD });
  expect(confirmed.status, confirmed.text).toBe(200);
  const purchase = await customer.post('/api/purchases', {
    dealId,
    price: intent.body.price,
    discountPercent: intent.body.discountPercent,
    redemptions: intent.body.redemptions,
    stripePaymentIntentId: intent.body.paymentIntentId,
  });
  expect(purchase.status, purchase.text).toBe(201);
  return purchase.body;
}

describe('flows on the MikroORM database', () => {
  it('is ready', async () => {
    expect((await first.client().get('/readyz')).body).toEqual({ status: 'ready' });
    expect((await second.client().get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('demo customer: login, demo purchase, redeem, refused second redeem, logout, old cookie refused', async () => {
    const customer = first.client();
    const login = await customer.post('/api/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ type: 'user', username: DEMO_CUSTOMER.username });
    expectNoSecrets(login.body);

    const purchase = await payWithDemoCard(customer, 101, { redemptions: 2 });
    expect(purchase).toMatchObject({ demoPayment: true, amount: 13, redemptions: 2, status: 'completed', displayStatus: 'Active' });
    expect(purchase.textCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expectNoSecrets(purchase);

    const listed = await customer.get('/api/user/purchases');
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(purchase.id);

    // One use by the customer, the other by the business at the till; then nothing is left.
    expect((await customer.post(`/api/purchases/${purchase.id}/redeem`)).body).toMatchObject({ usesLeft: 1 });
    const business = await demoBusiness(first);
    expect((await business.post('/api/business/validate-code', { code: purchase.textCode.toLowerCase() })).body).toMatchObject({ usesLeft: 1, redeemable: true });
    expect((await business.post('/api/business/redeem', { code: livePass(purchase, new Date()) })).body).toMatchObject({ usesLeft: 0, status: 'Redeemed' });
    expectError(await customer.post(`/api/purchases/${purchase.id}/redeem`), 409, 'This code has already been redeemed.');
    expectError(await business.post('/api/business/redeem', { code: purchase.textCode }), 409, 'This code has already been redeemed.');

    const stats = await business.get('/api/business/stats');
    expect(stats.body).toMatchObject({ sales: 1, revenue: 13, businessShare: 9.75, platformFee: 3.25, redemptions: 2 });

    const saved = copyOfJar(customer);
    expect((await customer.post('/api/logout')).status).toBe(200);
    expectError(await customer.get('/api/user'), 401);
    expectError(await saved.get('/api/user'), 401);
  });

  it('redeems once under concurrent requests', async () => {
    const { client } = await newCustomer(first);
    const purchase = await payWithDemoCard(client, 102);
    const replies = await Promise.all(Array.from({ length: 4 }, () => client.post(`/api/purchases/${purchase.id}/redeem`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('refuses a declined card and an unpaid purchase', async () => {
    const { client } = await newCustomer(first);
    const intent = await client.post('/api/create-payment-intent', { dealId: 104 });
    expectError(await client.post('/api/demo-payments/confirm', { clientSecret: intent.body.clientSecret, card: { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' } }), 402, 'Your card was declined.');
    const claim = { dealId: 104, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId };
    expectError(await client.post('/api/purchases', claim), 402);
  });
});

describe('two app instances sharing the database', () => {
  it('a session created on one instance works on the other, and a logout on either ends it', async () => {
    const onFirst = first.client();
    expect((await onFirst.post('/api/demo-login/user')).status).toBe(200);
    const cookie = cookieHeader(onFirst);

    const onSecond = second.client();
    const me = await onSecond.get('/api/user', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ type: 'user', username: DEMO_CUSTOMER.username });

    // A purchase started on one instance, paid and recorded on the other.
    const intent = await onFirst.post('/api/create-payment-intent', { dealId: 103, customPrice: 20 });
    expect(intent.body).toMatchObject({ amount: 20, discountPercent: 25 });
    expect((await onSecond.request('POST', '/api/demo-payments/confirm', { json: { clientSecret: intent.body.clientSecret, card: GOOD_CARD }, headers: { cookie } })).status).toBe(200);
    const recorded = await onSecond.request('POST', '/api/purchases', {
      json: { dealId: 103, price: 20, discountPercent: 25, redemptions: 1, stripePaymentIntentId: intent.body.paymentIntentId },
      headers: { cookie },
    });
    expect(recorded.status).toBe(201);
    expect((await onFirst.get('/api/user/purchases')).body.map((row: { id: number }) => row.id)).toContain(recorded.body.id);

    // Logging out on the second instance ends the session on the first.
    expect((await onSecond.request('POST', '/api/logout', { headers: { cookie } })).status).toBe(200);
    expectError(await onFirst.get('/api/user'), 401);
    expectError(await second.client().get('/api/user', { cookie }), 401);
  });

  it('a new login on the other instance gets its own session id', async () => {
    const customer = await newCustomer(first);
    const onSecond = second.client();
    expect((await onSecond.post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
    expect(onSecond.cookies.get('sid')).not.toBe(customer.client.cookies.get('sid'));
    // Both sessions are live, each on either instance.
    expect((await first.client().get('/api/user', { cookie: cookieHeader(onSecond) })).body.id).toBe(customer.id);
    expect((await second.client().get('/api/user', { cookie: cookieHeader(customer.client) })).body.id).toBe(customer.id);
  });

  it('a reset asked on one instance is completed on the other; of two concurrent uses of the link, one wins', async () => {
    const customer = await newCustomer(first);
    expect((await first.client().post('/api/password-reset', { email: customer.email })).status).toBe(202);
    // The outbox row, as the send job reads it (in the transaction that stored the token).
    let text = '';
    await expect
      .poll(async () => {
        const rows = await testDb.database.repositories.outbox.listRecent(50);
        text = rows.find((row) => row.kind === 'password-reset' && row.to === customer.email)?.text ?? '';
        return text;
      })
      .toContain('/reset-password?token=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

    const [one, two] = await Promise.all([
      first.client().post('/api/password-reset/complete', { token, password: 'from-instance-one' }),
      second.client().post('/api/password-reset/complete', { token, password: 'from-instance-two' }),
    ]);

    expect([one.status, two.status].sort()).toEqual([200, 400]);
    const winner = one.status === 200 ? 'from-instance-one' : 'from-instance-two';
    expectError(await customer.client.get('/api/user'), 401);
    expect((await second.client().post('/api/login', { email: customer.email, password: winner })).status).toBe(200);
  });

  it('runs on PostgreSQL when TEST_DATABASE_URL is set, and on MikroORM either way', () => {
    if (process.env['TEST_DATABASE_URL']) expect(testDb.engine).toBe('postgresql');
    expect(first.running.describe).toBe(`MikroORM (${testDb.engine})`);
    expect(secondDatabase === null).toBe(testDb.engine === 'embedded');
  });
});
