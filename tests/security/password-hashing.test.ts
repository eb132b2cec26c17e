import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusiness, newCustomer } from '../http/api-helpers.js';
import type { TestServer } from '../http/test-server.js';
import { startArgon2Server } from './security-servers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startArgon2Server();
});
afterAll(() => server.stop());

/** argon2id, version 19, with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('stored passwords (the production hasher)', () => {
  it('hashes a real customer registration with argon2id at OWASP parameters, salted', async () => {
    const one = await newCustomer(server);
    const two = await newCustomer(server);
    const first = (await server.infrastructure.repositories.users.findById(one.id))!.toProps().passwordHash;
    const second = (await server.infrastructure.repositories.users.findById(two.id))!.toProps().passwordHash;
    expect(first).toMatch(OWASP_ARGON2ID);
    expect(first).not.toContain(one.password);
    // Same password, different salt: different hashes.
    expect(two.password).toBe(one.password);
    expect(second).not.toBe(first);
  });

  it('hashes business registrations and the seeded admin the same way', async () => {
    const business = await newBusiness(server);
    expect((await server.infrastructure.repositories.businesses.findById(business.id))!.toProps().passwordHash).toMatch(OWASP_ARGON2ID);
    expect((await server.infrastructure.repositories.users.findById(999))!.toProps().passwordHash).toMatch(OWASP_ARGON2ID);
  });

  it('signs in against the stored hash, and refuses a wrong password', async () => {
    const customer = await newCustomer(server);
    expect((await server.client().post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
    expect((await server.client().post('/api/login', { email: customer.email, password: `${customer.password}x` })).status).toBe(401);
  });
});
