import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from './app-process.js';
import { call, countStatuses, inPool, sessionCookie, type Answer } from './http-load.js';
import { createScratchDatabase, insertPaidPurchases, NO_SHARED_SERVER, redemptionLedger, SHARED_SERVER_URL, type ScratchDatabase, type SeededCode } from './scratch-database.js';

/**
 * One of two instances killed outright (SIGKILL: no graceful stop, transactions cut off) in the
 * middle of concurrent redeems of the same codes: no code is redeemed more often than it allows,
 * the counter matches the redemption log, and every use the clients were told about is stored.
 */

let database: ScratchDatabase;
let a: AppProcess;
let b: AppProcess;

describe.skipIf(NO_SHARED_SERVER)(`an instance killed during redeems${NO_SHARED_SERVER ? ` (skipped: ${NO_SHARED_SERVER})` : ''}`, () => {
  beforeAll(async () => {
    database = await createScratchDatabase(SHARED_SERVER_URL!);
    const env = { DATABASE_URL: database.url, DATABASE_POOL_MAX: '8' };
    a = await startApp(env);
    b = await startApp(env);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('redeems no code more often than it allows, and the use counters match the redemption log', async () => {
    const codes = [...(await insertPaidPurchases(database.pool, 150, 1)), ...(await insertPaidPurchases(database.pool, 150, 3))];
    const allowed = new Map(codes.map((code, n) => [code.purchaseId, n < 150 ? 1 : 3]));
    const cookie = sessionCookie(await call(b.url, 'POST', '/api/demo-login/business'));
    const redeem = (instance: AppProcess, code: SeededCode) => call(instance.url, 'POST', '/api/business/redeem', { json: { code: code.textCode }, cookie });

    // Six tries per code, half on each instance; A dies once a third of them are answered.
    const tries = codes.flatMap((code) => Array.from({ length: 6 }, (_, n) => ({ code, instance: n % 2 ? b : a })));
    let answered = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    // Ten at a time: a business has at most 20 code look-ups counted or in flight (the limit on failed
    // look-ups holds a hit while one runs), and those A was serving when it died stay counted.
    const answers = await inPool(tries, 10, async ({ code, instance }): Promise<Answer> => {
      const answer = await redeem(instance, code);
      answered += 1;
      if (answered === Math.floor(tries.length / 3)) {
        killedAt = performance.now();
        a.child.kill('SIGKILL');
      }
      return answer;
    });

    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const statuses = countStatuses(answers);
    expect(Object.keys(statuses).map(Number).filter((status) => ![0, 200, 409].includes(status)), JSON.stringify(statuses)).toEqual([]);
    expect(statuses[0], 'requests cut off or refused by the killed instance').toBeGreaterThan(0);
    expect(answers.some((answer, n) => answer.status === 200 && answer.at > killedAt && tries[n]!.instance === b), 'B redeemed after the kill').toBe(true);

    const acknowledged = new Map<number, number>();
    answers.forEach((answer, n) => {
      const id = tries[n]!.code.purchaseId;
      if (answer.status === 200) acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
    });
    const ledger = await redemptionLedger(database.pool, codes.map((code) => code.purchaseId));
    for (const line of ledger) {
      expect(line.used, `purchase ${line.purchaseId}`).toBeLessThanOrEqual(line.allowed);
      expect(line.logged, `purchase ${line.purchaseId}`).toBe(line.used);
      expect(line.used, `purchase ${line.purchaseId}`).toBeGreaterThanOrEqual(acknowledged.get(line.purchaseId) ?? 0);
      expect(line.allowed).toBe(allowed.get(line.purchaseId));
    }

    // The survivor uses up what is left: nothing the killed instance was doing is half done.
    await inPool(codes, 10, async (code) => {
      for (let left = allowed.get(code.purchaseId)!; left > 0; left -= 1) {
        if ((await redeem(b, code)).status !== 200) break;
      }
    });
    const final = await redemptionLedger(database.pool, codes.map((code) => code.purchaseId));
    expect(final.filter((line) => line.used !== line.allowed || line.logged !== line.allowed)).toEqual([]);
  }, 60_000);
});
