import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, newBusiness, newCustomer, unique } from '../http/api-helpers.js';
import { startTestServer, TEST_ADMIN, type Reply, type TestServer } from '../http/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function nobody(): string {
  return `nobody_${unique()}@test.example`;
}

/** Two answers a client cannot tell apart: status, body and no session cookie. */
function expectAlike(one: Reply, other: Reply): void {
  expect(other.status).toBe(one.status);
  expect(other.body).toEqual(one.body);
  for (const reply of [one, other]) expect(reply.headers.getSetCookie()).toEqual([]);
}

describe('no account enumeration', () => {
  it('answers an unknown email and a wrong password alike on all three logins', async () => {
    const customer = await newCustomer(server);
    const business = await newBusiness(server);
    const logins: [string, string][] = [
      ['/api/login', customer.email],
      ['/api/business/login', business.email],
      ['/api/admin/login', TEST_ADMIN.email],
    ];
    for (const [path, knownEmail] of logins) {
      const wrongPassword = await server.client().post(path, { email: knownEmail, password: 'not-the-password' });
      const unknownEmail = await server.client().post(path, { email: nobody(), password: 'not-the-password' });
      expectError(wrongPassword, 401, 'Invalid email or password');
      expectAlike(wrongPassword, unknownEmail);
    }
  });

  it('answers an account of another kind like an unknown one', async () => {
    const customer = await newCustomer(server);
    const business = await newBusiness(server);
    const unknown = await server.client().post('/api/login', { email: nobody(), password: 'secret-123' });
    expectAlike(unknown, await server.client().post('/api/login', { email: business.email, password: business.password }));
    expectAlike(unknown, await server.client().post('/api/business/login', { email: customer.email, password: customer.password }));
    expectAlike(unknown, await server.client().post('/api/admin/login', { email: customer.email, password: customer.password }));
  });

  it('throttles an unknown email exactly like a known one, from the same address', async () => {
    const customer = await newCustomer(server);
    const unknownEmail = nobody();
    const address = '203.0.113.77';
    let known: Reply | undefined;
    let unknown: Reply | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      known = await server.client({ address }).post('/api/login', { email: customer.email, password: 'wrong-password' });
      unknown = await server.client({ address }).post('/api/login', { email: unknownEmail, password: 'wrong-password' });
      expectAlike(known, unknown);
    }
    expect(known!.status).toBe(429);
    expect(known!.headers.get('retry-after')).toBe(unknown!.headers.get('retry-after'));
  });

  it('says no more than "taken" about a registered email, and leaves that account alone', async () => {
    const customer = await newCustomer(server);
    const client = server.client();
    const again = await client.post('/api/register', { username: `other_${unique()}`, email: customer.email, password: 'another-password' });
    expectError(again, 409, 'An account with this email already exists');
    expect(Object.keys(again.body).sort()).toEqual(['code', 'message']);
    expect(again.text).not.toContain(customer.username);
    expect(client.cookies.size).toBe(0);
    expect((await server.client().post('/api/login', { email: customer.email, password: 'another-password' })).status).toBe(401);
    expect((await server.client().post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);

    const business = await newBusiness(server);
    const taken = await server.client().post('/api/business/register', { name: 'Copycat', email: business.email, password: 'another-password', category: 'Retail' });
    expectError(taken, 409, 'A business with this email already exists');
    expect(Object.keys(taken.body).sort()).toEqual(['code', 'message']);
    expect((await server.client().post('/api/business/login', { email: business.email, password: business.password })).status).toBe(200);
  });
});
