import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '@marketplace/http/http/error-mapper';
import { startApp, type AppProcess } from './app-process.js';
import { call, countStatuses } from './http-load.js';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { createScratchDatabase, redemptionLedger, type ScratchDatabase } from './scratch-database.js';
import { openShop, startShopLoad, type Shop } from './shop-load.js';

/**
 * PostgreSQL restarted under load, on a cluster of this file's own: while it is down the app
 * answers every request at once with 503 and Retry-After (no crash, no hang, no 500), it serves
 * again within 5 s of the database's return without a restart of its own, and nothing it
 * acknowledged is lost.
 */

const NO_CLUSTER = privatePostgresUnavailable();
const RECOVERY_LIMIT_MS = 5000;
/** "Within a few seconds": the pool's connection timeout is 5 s; refused connections fail at once. */
const ANSWER_LIMIT_MS = 6000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PrivatePostgres;
let database: ScratchDatabase;
let app: AppProcess;
let shop: Shop;

describe.skipIf(NO_CLUSTER)(`the database restarted under load${NO_CLUSTER ? ` (skipped: ${NO_CLUSTER})` : ''}`, () => {
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await createScratchDatabase(cluster.url);
    app = await startApp({ DATABASE_URL: database.url, CATALOGUE_CACHE_MS: '0', DATABASE_POOL_MAX: '6' });
    shop = await openShop(app.url, database.pool, 6);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop().catch(() => undefined);
    await cluster?.destroy();
  });

  it('answers 503 while it is down, recovers within 5 s of its return, and loses no acknowledged purchase or redemption', async () => {
    const load = startShopLoad([app.url], shop, { buyers: 6, tills: 6 });
    await pause(1500);

    await cluster.stop();
    const downAt = performance.now();
    await pause(2000);
    // While it is down, requests that need it are refused at once, as are the readiness checks.
    const readiness = await call(app.url, 'GET', '/readyz');
    expect(readiness.status).toBe(503);
    const restartingAt = performance.now();
    await cluster.start();
    const upAt = performance.now();

    let recoveredAt = Number.POSITIVE_INFINITY;
    while (performance.now() - upAt < RECOVERY_LIMIT_MS + 1000) {
      const probe = await call(app.url, 'GET', '/api/user', { cookie: shop.customerCookie });
      if (probe.status === 200) {
        recoveredAt = probe.at;
        break;
      }
      await pause(100);
    }
    // Until both kinds of work have succeeded again (or the limit shows they do not).
    const servedAgain = (status: number) => load.record.requests.some(({ sentAt, answer }) => sentAt >= recoveredAt && answer.status === status);
    while (!(servedAgain(200) && servedAgain(201)) && performance.now() - upAt < 2 * RECOVERY_LIMIT_MS) await pause(100);
    const record = await load.stop();

    expect(recoveredAt - upAt, 'recovery after the database came back (ms)').toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(app.child.exitCode, app.output()).toBeNull();

    const answers = record.requests.map((request) => request.answer);
    const statuses = countStatuses(answers);
    expect(Object.keys(statuses).map(Number).sort(), JSON.stringify(statuses)).toEqual([200, 201, 503]);
    expect(Math.max(...answers.map((answer) => answer.ms)), 'slowest answer (ms)').toBeLessThan(ANSWER_LIMIT_MS);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.body).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['content-type']).toMatch(/application\/json/);
    }
    const during = record.requests.filter(({ sentAt, answer }) => sentAt >= downAt && answer.at <= restartingAt);
    expect(during.length, 'requests sent and answered while the database was down').toBeGreaterThan(0);
    expect(countStatuses(during.map(({ answer }) => answer))).toEqual({ 503: during.length });
    expect(servedAgain(200), 'a redeem succeeded after the restart').toBe(true);
    expect(servedAgain(201), 'a purchase succeeded after the restart').toBe(true);

    const stored = await database.pool.query<{ id: number }>(`select id from purchases where id = any($1::int[]) and status = 'completed'`, [record.purchases]);
    expect(stored.rows.length, 'acknowledged purchases in the database').toBe(new Set(record.purchases).size);
    const ledger = await redemptionLedger(database.pool, [...record.redemptions.keys()]);
    for (const line of ledger) {
      expect(line.logged, `redemptions of purchase ${line.purchaseId}`).toBeGreaterThanOrEqual(record.redemptions.get(line.purchaseId)!);
      expect(line.used).toBe(line.logged);
    }
    expect(ledger.length).toBe(record.redemptions.size);
  }, 60_000);
});
