import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { unique } from '../http/api-helpers.js';
import { startTestServer, type Reply, type TestServer } from '../http/test-server.js';

/**
 * Sign-ups and the waitlist are limited per client address (DESIGN.md 10.2), so one address cannot
 * mass-create accounts, probe emails through "already taken", or flood the waitlist. On the
 * MikroORM database (PostgreSQL with TEST_DATABASE_URL), where parallel requests really race; the
 * clock stands still, so no window ends in the middle of a test.
 */

const REGISTRATIONS = RATE_LIMITS.registrationPerAddress.max;
const WAITLIST = RATE_LIMITS.waitlistPerAddress.max;

let testDb: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  testDb = await openTestDatabase();
  const { database } = testDb;
  const infrastructure: Infrastructure = {
    repositories: database.repositories,
    transactions: database.transactions,
    isReachable: () => database.isReachable(),
    close: async () => undefined,
    describe: `MikroORM (${database.engine})`,
  };
  server = await startTestServer({ infrastructure, clock: new FixedClock(new Date()) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await testDb?.close();
}, 30_000);

const customer = () => {
  const tag = unique();
  return { username: `signup_${tag}`, email: `signup_${tag}@test.example`, password: 'secret-123' };
};
const business = () => ({ name: `Shop ${unique()}`, email: `shop_${unique()}@test.example`, password: 'secret-123', category: 'Retail' });
const waitlistEntry = () => ({ name: 'Jordan Lee', email: `wait_${unique()}@test.example`, phone: '555-0100', type: 'discounter', rating: 5 });

function expectLimited(reply: Reply, message: string): void {
  expect(reply.status).toBe(429);
  expect(reply.body.message).toBe(message);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe('registrations are limited per client address', () => {
  it(`accepts ${REGISTRATIONS} sign-ups (customers and businesses together) from one address an hour, then 429`, async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < REGISTRATIONS; i += 1) {
      const reply = i % 2 ? await server.client({ address }).post('/api/register', customer()) : await server.client({ address }).post('/api/business/register', business());
      expect(reply.status, reply.text).toBe(201);
    }
    expectLimited(await server.client({ address }).post('/api/register', customer()), RATE_LIMITS.registrationPerAddress.message);
    expectLimited(await server.client({ address }).post('/api/business/register', business()), RATE_LIMITS.registrationPerAddress.message);
    // Another address is not affected.
    expect((await server.client({ address: '203.0.113.51' }).post('/api/register', customer())).status).toBe(201);
  });

  it('counts "email already taken" answers (they are how emails are probed), not malformed forms', async () => {
    const address = '203.0.113.52';
    const taken = customer();
    expect((await server.client().post('/api/register', taken)).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await server.client({ address }).post('/api/register', { email: 'not an email' })).status).toBe(400);
    for (let i = 0; i < REGISTRATIONS; i += 1) expect((await server.client({ address }).post('/api/register', { ...customer(), email: taken.email })).status).toBe(409);
    expect((await server.client({ address }).post('/api/register', customer())).status).toBe(429);
  });

  it('lets no burst slip past: 40 sign-ups at once from one address create at most the limit', async () => {
    const address = '203.0.113.53';
    const replies = await Promise.all(Array.from({ length: 40 }, () => server.client({ address }).post('/api/register', customer())));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(REGISTRATIONS);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(40 - REGISTRATIONS);
  });
});

describe('the waitlist is limited per client address', () => {
  it(`takes ${WAITLIST} entries from one address an hour, then 429; other addresses still join`, async () => {
    const address = '203.0.113.60';
    const replies = await Promise.all(Array.from({ length: WAITLIST + 10 }, () => server.client({ address }).post('/api/waitlist', waitlistEntry())));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(WAITLIST);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(10);
    expectLimited(refused[0]!, RATE_LIMITS.waitlistPerAddress.message);
    expect((await server.client({ address: '203.0.113.61' }).post('/api/waitlist', waitlistEntry())).status).toBe(201);
  });
});
