import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_ATTEMPTS_PER_EMAIL } from '@marketplace/http/http/login-throttle';
import { startApp, type AppProcess } from './app-process.js';
import { call, countStatuses, inPool, sessionCookie, type Answer } from './http-load.js';
import { createScratchDatabase, insertPaidPurchases, NO_SHARED_SERVER, redemptionLedger, SHARED_SERVER_URL, type ScratchDatabase } from './scratch-database.js';

/**
 * Scale-out: two instances of the built server on one PostgreSQL database, as behind a load
 * balancer (TRUST_PROXY, so each test's client address is its own X-Forwarded-For). Whatever one
 * instance knows, the other must know too: sessions, login limits, and which codes are used.
 */

const THROTTLED = 'Too many login attempts. Please wait a few minutes and try again.';

let database: ScratchDatabase;
let a: AppProcess;
let b: AppProcess;

describe.skipIf(NO_SHARED_SERVER)(`two app instances on one database${NO_SHARED_SERVER ? ` (skipped: ${NO_SHARED_SERVER})` : ''}`, () => {
  beforeAll(async () => {
    database = await createScratchDatabase(SHARED_SERVER_URL!);
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', CATALOGUE_CACHE_MS: '0', DATABASE_POOL_MAX: '8' };
    // Both start at once, as a deployment starts them: migrations and seeding must not collide.
    [a, b] = await Promise.all([startApp(env), startApp(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('a session opened on instance A works on B, and logging out on B ends it on A', async () => {
    const login = await call(a.url, 'POST', '/api/login', { json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const cookie = sessionCookie(login);

    const onB = await call(b.url, 'GET', '/api/user', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: login.body.id, email: DEMO_CUSTOMER.email });

    expect((await call(b.url, 'POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/user', { cookie })).status).toBe(401);
    expect((await call(b.url, 'GET', '/api/user', { cookie })).status).toBe(401);
  });

  describe('login limits count the failures of both instances together', () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });

    /** `count` failed logins at once, alternating between A and B; every one must be a plain 401. */
    async function failTogether(count: number, address: string, emailOf: (n: number) => string): Promise<void> {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, n) =>
          call(n % 2 ? b.url : a.url, 'POST', '/api/login', { json: { email: emailOf(n), password: 'wrong-password' }, headers: from(address) }),
        ),
      );
      expect(countStatuses(answers)).toEqual({ 401: count });
    }

    function expectThrottled(answer: Answer): void {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: THROTTLED });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    it(`refuses the ${LOGIN_ATTEMPTS_PER_EMAIL + 1}th attempt for an email on either instance after ${LOGIN_ATTEMPTS_PER_EMAIL} failures spread over both`, async () => {
      const address = '203.0.113.10';
      const account = { username: 'spread_failures', email: 'spread.failures@scale.example', password: 'right-password' };
      expect((await call(a.url, 'POST', '/api/register', { json: account, headers: from(address) })).status).toBe(201);

      await failTogether(LOGIN_ATTEMPTS_PER_EMAIL, address, () => account.email);

      const right = { email: account.email, password: account.password };
      expectThrottled(await call(a.url, 'POST', '/api/login', { json: right, headers: from(address) }));
      expectThrottled(await call(b.url, 'POST', '/api/login', { json: right, headers: from(address) }));
      // The limit is the email's: the same address still signs another account in.
      const other = await call(b.url, 'POST', '/api/login', { json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, headers: from(address) });
      expect(other.status).toBe(200);
    });

    it(`refuses an address on either instance after ${LOGIN_ATTEMPTS_PER_ADDRESS} failures spread over both`, async () => {
      const address = '203.0.113.20';
      const batch = 10;
      // Batches of simultaneous failures: each attempt is checked before any of its batch is counted,
      // so the count only matches the limit if every failure of every batch was counted.
      for (let first = 0; first < LOGIN_ATTEMPTS_PER_ADDRESS; first += batch) {
        await failTogether(batch, address, (n) => `nobody.${first + n}@scale.example`);
      }

      const demo = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
      expectThrottled(await call(a.url, 'POST', '/api/login', { json: demo, headers: from(address) }));
      expectThrottled(await call(b.url, 'POST', '/api/login', { json: demo, headers: from(address) }));
      expect((await call(a.url, 'POST', '/api/login', { json: demo, headers: from('203.0.113.21') })).status).toBe(200);
    });
  });

  it('1,000 single-use codes, each redeemed 10 times at once across both instances, are redeemed exactly once each', async () => {
    const codes = await insertPaidPurchases(database.pool, 1000);
    const business = await call(a.url, 'POST', '/api/demo-login/business');
    expect(business.status).toBe(200);
    const cookie = sessionCookie(business);

    // The ten tries of a code are neighbours in the queue, so they run together (half on each instance).
    const tries = codes.flatMap((code) => Array.from({ length: 10 }, (_, n) => ({ code, instance: n % 2 ? b : a })));
    const answers = await inPool(tries, 80, ({ code, instance }) => call(instance.url, 'POST', '/api/business/redeem', { json: { code: code.textCode }, cookie }));

    const failures = answers.filter((answer) => answer.status === 0).map((answer) => `${answer.failure} after ${Math.round(answer.ms)} ms`);
    expect(countStatuses(answers), failures.join('; ')).toEqual({ 200: 1000, 409: 9000 });
    const winners = new Set(answers.flatMap((answer, n) => (answer.status === 200 ? [tries[n]!.code.purchaseId] : [])));
    expect(winners.size).toBe(1000);

    const { rows } = await database.pool.query<{ count: number }>('select count(*)::int as count from redemptions');
    expect(rows[0]!.count).toBe(1000);
    const ledger = await redemptionLedger(database.pool, codes.map((code) => code.purchaseId));
    expect(ledger.filter((line) => line.used !== 1 || line.logged !== 1)).toEqual([]);
  }, 90_000);
});
