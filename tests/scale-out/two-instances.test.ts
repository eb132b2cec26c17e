import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS, LOGIN_WINDOW_MS } from '@marketplace/http/http/login-throttle';
import { startApp, type AppProcess } from './app-process.js';
import { call, countStatuses, inPool, sessionCookie, type Answer } from './http-load.js';
import { inOneWindow } from './rate-windows.js';
import { createScratchDatabase, insertPaidPurchases, NO_SHARED_SERVER, redemptionLedger, SHARED_SERVER_URL, type ScratchDatabase } from './scratch-database.js';

/**
 * Scale-out: two instances of the built server on one PostgreSQL database, as behind a load
 * balancer (TRUST_PROXY, so each test's client address is its own X-Forwarded-For). Whatever one
 * instance knows, the other must know too: sessions, login and code look-up limits, and which codes are used.
 */

const THROTTLED = 'Too many login attempts. Please wait a few minutes and try again.';
const CODE_LOOKUP_LIMIT = RATE_LIMITS.codeLookupFailuresPerBusiness.max;

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

  // Each test may first wait up to 30 s for a fresh limit window (rate-windows.ts).
  describe('login limits count the failures of both instances together', { timeout: 60_000 }, () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const login = (instance: AppProcess, address: string, json: { email: string; password: string }) => call(instance.url, 'POST', '/api/login', { json, headers: from(address) });

    /** `count` failed logins at once, alternating between A and B; every one must be a plain 401. */
    async function failTogether(count: number, address: string, emailOf: (n: number) => string): Promise<void> {
      const answers = await Promise.all(Array.from({ length: count }, (_, n) => login(n % 2 ? b : a, address, { email: emailOf(n), password: 'wrong-password' })));
      expect(countStatuses(answers)).toEqual({ 401: count });
    }

    function expectThrottled(answer: Answer, code: string): void {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: THROTTLED, code });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    it(`refuses the ${LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS + 1}th attempt for an email from an address after ${LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS} failures spread over both, and the owner still signs in from another address`, async () => {
      await inOneWindow(LOGIN_WINDOW_MS, 20_000);
      const stranger = '203.0.113.10';
      const account = { username: 'spread_failures', email: 'spread.failures@scale.example', password: 'right-password' };
      expect((await call(a.url, 'POST', '/api/register', { json: account, headers: from('203.0.113.9') })).status).toBe(201);

      await failTogether(LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS, stranger, () => account.email);

      const right = { email: account.email, password: account.password };
      expectThrottled(await login(a, stranger, right), 'rate_limited.login_email_address');
      expectThrottled(await login(b, stranger, right), 'rate_limited.login_email_address');
      // The stranger's failures are the stranger's: the owner, elsewhere, is not locked out.
      expect((await login(b, '203.0.113.11', right)).status).toBe(200);
      expect((await login(a, '203.0.113.11', right)).status).toBe(200);
      // And the same address still signs another account in.
      expect((await login(b, stranger, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
    });

    it(`refuses an address on either instance after ${LOGIN_ATTEMPTS_PER_ADDRESS} failures spread over both`, async () => {
      await inOneWindow(LOGIN_WINDOW_MS, 20_000);
      const address = '203.0.113.20';
      const batch = 10;
      for (let first = 0; first < LOGIN_ATTEMPTS_PER_ADDRESS; first += batch) {
        await failTogether(batch, address, (n) => `nobody.${first + n}@scale.example`);
      }

      const demo = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
      expectThrottled(await login(a, address, demo), 'rate_limited.login_address');
      expectThrottled(await login(b, address, demo), 'rate_limited.login_address');
      expect((await login(a, '203.0.113.21', demo)).status).toBe(200);
    });

    it(`300 wrong passwords at once for one email from one address, over both instances: at most ${LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS} are tried, the rest get 429`, async () => {
      await inOneWindow(LOGIN_WINDOW_MS, 30_000);
      const address = '203.0.113.30';
      const account = { username: 'burst_target', email: 'burst.target@scale.example', password: 'right-password' };
      expect((await call(b.url, 'POST', '/api/register', { json: account, headers: from('203.0.113.31') })).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, n) => login(n % 2 ? b : a, address, { email: account.email, password: `wrong-${n}` })),
      );
      const statuses = countStatuses(answers);
      expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['401', '429']);
      // At most the limit: an attempt refused by one counter holds the other's hit for a moment,
      // so a burst may get fewer through, never more.
      expect(statuses[401]).toBeLessThanOrEqual(LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS);
      expect(statuses[401]! + statuses[429]!).toBe(300);
    });
  });

  describe('failed code look-ups count over both instances', { timeout: 60_000 }, () => {
    it(`refuses a business after ${CODE_LOOKUP_LIMIT} unknown codes spread over both, an unknown code and another shop's code answer alike, and another address is not blocked by the first`, async () => {
      await inOneWindow(60_000, 15_000);
      const [own] = await insertPaidPurchases(database.pool, 1);
      // A second business, whose till looks up the demo business's code.
      const shop = { name: 'Other Shop', email: 'other.shop@scale.example', password: 'other-shop-password', category: 'Retail' };
      const registered = await call(a.url, 'POST', '/api/business/register', { json: shop, headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(registered.status).toBe(201);
      const cookie = sessionCookie(registered);
      const lookUp = (instance: AppProcess, code: string, address: string) =>
        call(instance.url, 'POST', '/api/business/validate-code', { json: { code }, cookie, headers: { 'x-forwarded-for': address } });

      const othersCode = await lookUp(a, own!.textCode, '198.51.100.2');
      const unknown = await lookUp(b, 'ZZZZZ-ZZZZZ', '198.51.100.2');
      expect(othersCode.status).toBe(404);
      expect(othersCode.body).toEqual(unknown.body);

      const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => lookUp(n % 2 ? b : a, `ZZZZZ-${String(n).padStart(5, '0')}`, '198.51.100.2')));
      const statuses = countStatuses(answers);
      // Two were spent above; at most the rest of the limit gets through (fewer when the two counters' hits cross).
      expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['404', '429']);
      expect(statuses[404]).toBeLessThanOrEqual(CODE_LOOKUP_LIMIT - 2);
      // The rest of the limit one by one; then the business is refused, from a fresh address too.
      for (let n = 0; n < CODE_LOOKUP_LIMIT - 2 - statuses[404]!; n += 1) {
        expect((await lookUp(n % 2 ? a : b, `ZZZZZ-1${String(n).padStart(4, '0')}`, '198.51.100.2')).status).toBe(404);
      }
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookUp(a, 'ZZZZZ-99999', '198.51.100.3')).status).toBe(429);

      // The demo business at the first address is not limited by the other shop's guesses there.
      const demo = sessionCookie(await call(b.url, 'POST', '/api/demo-login/business'));
      const ownAnswer = await call(b.url, 'POST', '/api/business/validate-code', { json: { code: own!.textCode.toLowerCase() }, cookie: demo, headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(ownAnswer.status).toBe(200);
    });
  });

  it('1,000 single-use codes, each redeemed 10 times at once across both instances, are redeemed exactly once each', async () => {
    const codes = await insertPaidPurchases(database.pool, 1000);
    const business = await call(a.url, 'POST', '/api/demo-login/business');
    expect(business.status).toBe(200);
    const cookie = sessionCookie(business);

    // The ten tries of a code are neighbours in the queue, so they run together (half on each instance).
    const tries = codes.flatMap((code) => Array.from({ length: 10 }, (_, n) => ({ code, instance: n % 2 ? b : a })));
    // 16 at a time, as many tills: one business may have at most 20 code look-ups counted or in
    // flight (the limit on failed look-ups holds a hit while a look-up runs).
    const answers = await inPool(tries, 16, ({ code, instance }) => call(instance.url, 'POST', '/api/business/redeem', { json: { code: code.textCode }, cookie }));

    const failures = answers.filter((answer) => answer.status === 0).map((answer) => `${answer.failure} after ${Math.round(answer.ms)} ms`);
    expect(countStatuses(answers), failures.join('; ')).toEqual({ 200: 1000, 409: 9000 });
    const winners = new Set(answers.flatMap((answer, n) => (answer.status === 200 ? [tries[n]!.code.purchaseId] : [])));
    expect(winners.size).toBe(1000);

    // The demo seed's reviewed purchases were redeemed before: only these codes' lines count.
    const { rows } = await database.pool.query<{ count: number }>('select count(*)::int as count from redemptions where purchase_id = any($1::int[])', [codes.map((code) => code.purchaseId)]);
    expect(rows[0]!.count).toBe(1000);
    const ledger = await redemptionLedger(database.pool, codes.map((code) => code.purchaseId));
    expect(ledger.filter((line) => line.used !== 1 || line.logged !== 1)).toEqual([]);
  }, 150_000);
});
