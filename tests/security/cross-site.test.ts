import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, expectError, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type TestServer } from '../http/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const FOREIGN = 'https://evil.example';

describe('state-changing calls refuse cross-site requests', () => {
  it('answers 403 to a POST, PATCH or logout with a foreign Origin, and changes nothing', async () => {
    const customer = await newCustomer(server);
    for (const origin of [FOREIGN, 'null', 'http://127.0.0.1:1', `${server.url}.evil.example`]) {
      expectError(await customer.client.post('/api/create-payment-intent', { dealId: 101 }, { origin }), 403, 'Cross-site request refused.');
    }
    const patch = await customer.client.request('PATCH', '/api/user', { json: { username: 'csrf_victim', email: 'csrf@evil.example' }, headers: { origin: FOREIGN } });
    expectError(patch, 403);
    expectError(await customer.client.post('/api/logout', {}, { origin: FOREIGN }), 403);

    const me = await customer.client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: customer.username, email: customer.email });
    expect(server.fakePayments().paymentIntents()).toHaveLength(0);
  });

  it("refuses a business's cross-site deal change", async () => {
    const business = await demoBusiness(server);
    const reply = await business.request('PATCH', '/api/deals/101', { json: { active: false }, headers: { origin: FOREIGN } });
    expectError(reply, 403);
    expect((await server.client().get('/api/deals/101')).body.active).toBe(true);
  });

  it('falls back to the Referer when a browser sends no Origin', async () => {
    const customer = await newCustomer(server);
    expectError(await customer.client.post('/api/create-payment-intent', { dealId: 101 }, { referer: `${FOREIGN}/attack.html` }), 403);
    const sameSite = await customer.client.post('/api/create-payment-intent', { dealId: 101 }, { referer: `${server.url}/checkout/101` });
    expect(sameSite.status).toBe(200);
  });

  it('lets same-origin writes through, and calls without Origin or Referer (no browser, no ambient cookie)', async () => {
    const customer = await newCustomer(server);
    expect((await customer.client.post('/api/create-payment-intent', { dealId: 101 }, { origin: server.url })).status).toBe(200);
    expect((await customer.client.post('/api/create-payment-intent', { dealId: 101 })).status).toBe(200);
  });

  it('lets a foreign page read nothing private: no CORS grant on any answer', async () => {
    const customer = await newCustomer(server);
    const reply = await customer.client.get('/api/user', { origin: FOREIGN });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await customer.client.request('OPTIONS', '/api/user', { headers: { origin: FOREIGN, 'access-control-request-method': 'PATCH' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the session cookie SameSite=Lax, so cross-site subrequests carry no session', async () => {
    const customer = await newCustomer(server);
    const reply = await server.client().post('/api/login', { email: customer.email, password: customer.password });
    const session = reply.headers.getSetCookie().filter((line) => line.startsWith('sid'));
    expect(session).toHaveLength(2);
    for (const line of session) expect(line).toMatch(/;\s*samesite=lax(;|$)/i);
  });
});
