import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { startApp, type AppProcess, type Exit } from './app-process.js';
import { call, countStatuses } from './http-load.js';
import { createScratchDatabase, NO_SHARED_SERVER, SHARED_SERVER_URL, type ScratchDatabase } from './scratch-database.js';
import { openShop, type Shop } from './shop-load.js';

/**
 * SIGTERM under load (a deployment replacing the instance): the requests it is working on are
 * answered in full, their keep-alive connections are closed with the last answer, and the process
 * exits 0 well within its 10 s limit.
 */

const EXIT_LIMIT_MS = 10_000;
/** The server's `keepAliveTimeout`. */
const KEEP_ALIVE_TIMEOUT_MS = 5000;

let database: ScratchDatabase;
let app: AppProcess;
let shop: Shop;

describe.skipIf(NO_SHARED_SERVER)(`SIGTERM under load${NO_SHARED_SERVER ? ` (skipped: ${NO_SHARED_SERVER})` : ''}`, () => {
  beforeAll(async () => {
    database = await createScratchDatabase(SHARED_SERVER_URL!);
    // Behind a proxy (TRUST_PROXY), so each sign-in below comes from a client address of its own.
    app = await startApp({ DATABASE_URL: database.url, DATABASE_POOL_MAX: '6', TRUST_PROXY: 'true' });
    shop = await openShop(app.url, database.pool, 16);
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers every request sent before the signal in full, then exits with code 0 within 10 s', async () => {
    const login = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    // Sign-ins (a password hash each, in the thread pool) keep the instance busy for a while;
    // redeems and purchases go to the database. Each on a keep-alive connection of its own at once,
    // as a proxy sends them (none waits in the client for a free connection).
    const proxy = new Agent({ keepAlive: true });
    const send = (path: string, json: unknown, cookie?: string, address = '198.51.100.1') =>
      call(app.url, 'POST', path, { json, cookie, agent: proxy, headers: { 'x-forwarded-for': address } });
    const burst = [
      // 48 people signing in at once: one person's parallel sign-ins would be held to the login
      // limit (a sign-in holds its hit while it runs).
      ...Array.from({ length: 48 }, (_, n) => send('/api/login', login, undefined, `198.51.100.${n + 10}`)),
      ...shop.codes.map((code) => send('/api/business/redeem', { code: code.textCode }, shop.businessCookie)),
      ...Array.from({ length: 16 }, () => send('/api/create-payment-intent', { dealId: shop.dealId }, shop.customerCookie)),
    ];
    // Long enough for every request to reach the instance, short enough for many to be under way.
    await new Promise((resolve) => setTimeout(resolve, 250));

    const signalAt = performance.now();
    app.child.kill('SIGTERM');
    const exit = await Promise.race([app.exited, new Promise<Exit | 'hung'>((resolve) => setTimeout(() => resolve('hung'), EXIT_LIMIT_MS + 2000))]);
    const exitedAfterMs = performance.now() - signalAt;
    const answers = await Promise.all(burst);
    proxy.destroy();

    expect(exit, app.output()).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(EXIT_LIMIT_MS);
    const lost = answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.failure} ${Math.round(answer.at - signalAt)} ms after the signal`);
    expect(countStatuses(answers), lost.join('; ')).toEqual({ 200: burst.length });
    const finishedAfterSignal = answers.filter((answer) => answer.at > signalAt);
    expect(finishedAfterSignal.length, 'requests still under way at the signal').toBeGreaterThan(0);
    // The last answers close their keep-alive connections: one left open would hold the process
    // until the server's 5 s keep-alive timeout.
    expect(finishedAfterSignal.map((answer) => answer.headers['connection'])).toContain('close');
    expect(exitedAfterMs, 'exit after the signal (ms)').toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
    expect((await call(app.url, 'GET', '/healthz', { agent: false })).failure).toBe('ECONNREFUSED');
  }, 30_000);
});
