import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfJar, demoBusiness, expectError, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type TestServer } from '../http/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('logout revokes the session on the server', () => {
  it('refuses the copied cookie after logout with 401, on reads and writes', async () => {
    const customer = await newCustomer(server);
    const stolen = copyOfJar(customer.client);
    const sessionId = customer.client.cookies.get('sid')!;
    expect((await stolen.get('/api/user')).status).toBe(200);

    expect((await customer.client.post('/api/logout')).status).toBe(200);

    expect(await server.infrastructure.repositories.sessions.findById(sessionId)).toBeNull();
    expectError(await stolen.get('/api/user'), 401);
    expectError(await stolen.get('/api/user/purchases'), 401);
    expectError(await stolen.patch('/api/user', { username: 'taken_over', email: 'taken.over@test.example' }), 401);
    expectError(await stolen.post('/api/create-payment-intent', { dealId: 101 }), 401);
  });

  it('revokes a business session the same way', async () => {
    const business = await demoBusiness(server);
    const stolen = copyOfJar(business);
    expect((await business.post('/api/logout')).status).toBe(200);
    expectError(await stolen.get('/api/business/stats'), 401);
    expectError(await stolen.request('PATCH', '/api/deals/101', { json: { active: false } }), 401);
  });

  it('ends only the session that logged out, not the same account elsewhere', async () => {
    const customer = await newCustomer(server);
    const otherDevice = server.client();
    expect((await otherDevice.post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
    expect((await customer.client.post('/api/logout')).status).toBe(200);
    expect((await otherDevice.get('/api/user')).status).toBe(200);
  });
});
