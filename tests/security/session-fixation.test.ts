import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, copyOfJar, newBusiness, newCustomer } from '../http/api-helpers.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../http/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('session fixation', () => {
  it('gives a new session id at login; the id from before is worthless afterwards', async () => {
    const customer = await newCustomer(server);
    const before = customer.client.cookies.get('sid');
    const oldJar = copyOfJar(customer.client);

    const login = await customer.client.post('/api/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    const after = customer.client.cookies.get('sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await customer.client.get('/api/user')).body.id).toBe(customer.id);
    expect((await oldJar.get('/api/user')).status).toBe(401);
    expect(await server.infrastructure.repositories.sessions.findById(before!)).toBeNull();
  });

  it("does not let a planted cookie become the victim's session (customer, business and admin logins)", async () => {
    const victimCustomer = await newCustomer(server);
    const victimBusiness = await newBusiness(server);
    const logins = [
      { path: '/api/login', credentials: { email: victimCustomer.email, password: victimCustomer.password }, id: victimCustomer.id },
      { path: '/api/business/login', credentials: { email: victimBusiness.email, password: victimBusiness.password }, id: victimBusiness.id },
      { path: '/api/admin/login', credentials: TEST_ADMIN, id: 999 },
    ];
    for (const { path, credentials, id } of logins) {
      // The attacker's own valid session, planted in the victim's browser.
      const attacker = await newCustomer(server);
      const planted = copyOfJar(attacker.client);
      const victim = copyOfJar(attacker.client);

      expect((await victim.post(path, credentials)).status).toBe(200);
      expect(victim.cookies.get('sid')).not.toBe(planted.cookies.get('sid'));
      expect((await victim.get('/api/user')).body.id, path).toBe(id);
      // The attacker's copy never reaches the victim's account.
      const attackerView = await planted.get('/api/user');
      expect(attackerView.status).toBe(401);
    }
  });

  it('gives registration a brand-new session too', async () => {
    const admin = await adminClient(server);
    const adminSid = admin.cookies.get('sid');
    const planted = copyOfJar(admin);
    const reply = await admin.post('/api/register', { username: 'fixation_newbie', email: 'fixation.newbie@test.example', password: 'secret-123' });
    expect(reply.status).toBe(201);
    expect(admin.cookies.get('sid')).not.toBe(adminSid);
    expect((await planted.get('/api/user')).status).toBe(401);
  });
});
