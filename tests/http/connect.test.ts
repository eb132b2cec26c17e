import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStateSchema } from '@marketplace/core/connect/schemas/connect.response';
import { adminClient, expectError, expectNoSecrets, newBusiness, newCustomer } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * The payout account routes (Stripe Connect): the business's own only, on the server's gateway;
 * the demo mode's one-click onboarding, and only in demo mode.
 */

const ROUTES = [
  ['GET', '/api/business/connect'],
  ['POST', '/api/business/connect/onboarding'],
  ['POST', '/api/business/connect/check'],
] as const;

describe('payout account routes in demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The server picks its gateway as `npm start` does: the demo gateway.
    server = await startTestServer({ payments: null, env: { DEMO_MODE: 'true' } });
  });
  afterAll(() => server.stop());

  it('answer 401 to a visitor and 403 to a customer or the admin', async () => {
    const customer = (await newCustomer(server)).client;
    const admin = await adminClient(server);
    for (const [method, path] of ROUTES) {
      expectError(await server.client().request(method, path, method === 'GET' ? {} : { json: {} }), 401);
      expectError(await customer.request(method, path, method === 'GET' ? {} : { json: {} }), 403);
      expectError(await admin.request(method, path, method === 'GET' ? {} : { json: {} }), 403);
    }
    expectError(await server.client().post('/api/demo-payments/connect/complete', { accountId: 'acct_demo_x' }), 401);
    expectError(await customer.post('/api/demo-payments/connect/complete', { accountId: 'acct_demo_x' }), 403);
  });

  it('walk a business from "Get paid" through the demo onboarding page to payouts on', async () => {
    const shop = await newBusiness(server);
    const fresh = await shop.client.get('/api/business/connect');
    expect(fresh.status).toBe(200);
    expect(connectStateSchema.parse(fresh.body)).toMatchObject({ status: 'not_started', payoutsEnabled: false, updatedAt: null });

    const started = await shop.client.post('/api/business/connect/onboarding', {});
    expect(started.status, started.text).toBe(200);
    const link = new URL(started.body.url as string, server.url);
    expect(link.pathname).toBe('/business/connect/demo-onboarding');
    expect(link.searchParams.get('return')).toBe('/business/dashboard?connect=return');
    const accountId = link.searchParams.get('account')!;
    expect(accountId).toMatch(/^acct_demo_/);
    // A refresh makes a new link to the same account.
    const again = await shop.client.post('/api/business/connect/onboarding', {});
    expect(new URL(again.body.url as string, server.url).searchParams.get('account')).toBe(accountId);

    const pending = await shop.client.get('/api/business/connect');
    expect(pending.body).toMatchObject({
      status: 'incomplete',
      summary: 'Setup not finished',
      requirementsDue: ['your type of business', 'your bank account', 'your Social Security number', "acceptance of Stripe's terms"],
    });
    expectNoSecrets(pending.body);

    // Another business cannot complete it.
    const other = await newBusiness(server);
    expectError(await other.client.post('/api/demo-payments/connect/complete', { accountId }), 404);
    expectError(await shop.client.post('/api/demo-payments/connect/complete', {}), 400);
    expect((await shop.client.post('/api/business/connect/check', {})).body).toMatchObject({ status: 'incomplete' });

    const completed = await shop.client.post('/api/demo-payments/connect/complete', { accountId });
    expect(completed.status, completed.text).toBe(200);
    expect(connectStateSchema.parse(completed.body)).toMatchObject({ status: 'enabled', summary: 'Payouts on', chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] });
    expect((await shop.client.post('/api/business/connect/check', {})).body).toMatchObject({ status: 'enabled' });
    expect((await shop.client.get('/api/business/connect')).body).toMatchObject({ status: 'enabled' });
    expect((await server.infrastructure.repositories.businesses.findById(shop.id))?.payoutsEnabled).toBe(true);
  });
});

describe('payout account routes with demo mode off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEMO_MODE: 'false' } });
  });
  afterAll(() => server.stop());

  it('onboard through the provider, and close the demo onboarding (404)', async () => {
    const shop = await newBusiness(server);
    const started = await shop.client.post('/api/business/connect/onboarding', {});
    expect(started.status, started.text).toBe(200);
    expect(started.body.url).toMatch(/^https:\/\/connect\.fake\.example\/setup\/acct_fake_1\//);
    const [link] = server.fakePayments().accountLinks;
    expect(link).toMatchObject({ returnUrl: 'http://127.0.0.1/business/dashboard?connect=return', refreshUrl: 'http://127.0.0.1/business/connect/refresh' });

    const closed = await shop.client.post('/api/demo-payments/connect/complete', { accountId: 'acct_fake_1' });
    expectError(closed, 404);
    expect(closed.body.code).toBe('demo.disabled');
    expectError(await server.client().post('/api/demo-payments/connect/complete', { accountId: 'acct_fake_1' }), 404);

    server.fakePayments().enableAccount('acct_fake_1');
    expect((await shop.client.get('/api/business/connect')).body).toMatchObject({ status: 'incomplete' });
    expect((await shop.client.post('/api/business/connect/check', {})).body).toMatchObject({ status: 'enabled' });
  });
});
