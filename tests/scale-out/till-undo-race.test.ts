import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from './app-process.js';
import { call, countStatuses, inPool, sessionCookie } from './http-load.js';
import { createScratchDatabase, insertPaidPurchases, NO_SHARED_SERVER, SHARED_SERVER_URL, type ScratchDatabase } from './scratch-database.js';

/**
 * Undo at the till (DESIGN.md 10.6) against redeem on two instances of the built server on one
 * PostgreSQL database: the undo and the redeem are one atomic statement each, so whatever order
 * they land in, a purchase's `redemptions_used` always equals its log (redeem lines minus undo
 * lines), and a redemption is undone at most once.
 */

let database: ScratchDatabase;
let a: AppProcess;
let b: AppProcess;

describe.skipIf(NO_SHARED_SERVER)(`undo and redeem racing on two instances${NO_SHARED_SERVER ? ` (skipped: ${NO_SHARED_SERVER})` : ''}`, () => {
  beforeAll(async () => {
    database = await createScratchDatabase(SHARED_SERVER_URL!);
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', CATALOGUE_CACHE_MS: '0', DATABASE_POOL_MAX: '8' };
    [a, b] = await Promise.all([startApp(env), startApp(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('50 concurrent undo + redeem pairs (and a second undo each) keep redemptions_used equal to the log', async () => {
    const codes = await insertPaidPurchases(database.pool, 50, 1);
    const cookie = sessionCookie(await call(a.url, 'POST', '/api/demo-login/business'));
    // Each single-use code is redeemed once; its redemption is then undone (twice, once on each
    // instance) while the same code is redeemed again on the other instance, all at once.
    const first = await inPool(codes, 8, (code) => call(a.url, 'POST', '/api/business/redeem', { json: { code: code.textCode }, cookie }));
    expect(countStatuses(first)).toEqual({ 200: 50 });
    const tries = codes.flatMap((code, n) => {
      const redemptionId = first[n]!.body.redemptionId as number;
      const undo = { reason: 'Race test' };
      return [
        { kind: 'undo' as const, code, run: () => call(a.url, 'POST', `/api/business/redemptions/${redemptionId}/undo`, { json: undo, cookie }) },
        { kind: 'redeem' as const, code, run: () => call(b.url, 'POST', '/api/business/redeem', { json: { code: code.textCode }, cookie }) },
        { kind: 'undo' as const, code, run: () => call(b.url, 'POST', `/api/business/redemptions/${redemptionId}/undo`, { json: undo, cookie }) },
      ];
    });

    const answers = await inPool(tries, 16, (attempt) => attempt.run());

    const failures = answers.filter((answer) => answer.status !== 200 && answer.status !== 409).map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`);
    expect(failures).toEqual([]);
    for (const code of codes) {
      const undos = answers.filter((answer, n) => tries[n]!.code === code && tries[n]!.kind === 'undo').map((answer) => answer.status).sort();
      expect(undos, `purchase ${code.purchaseId}`).toEqual([200, 409]);
    }
    // Once undone, never again, on either instance, even where the code was redeemed again since.
    const again = await inPool(codes, 8, (code, n) =>
      call(n % 2 ? a.url : b.url, 'POST', `/api/business/redemptions/${first[n]!.body.redemptionId as number}/undo`, { json: { reason: 'Once more' }, cookie }),
    );
    expect(countStatuses(again)).toEqual({ 409: 50 });
    const { rows } = await database.pool.query<{ id: number; redemptions: number; used: number; redeems: number; undos: number; undone_twice: number }>(
      `select p.id, p.redemptions, p.redemptions_used as used,
              (select count(*)::int from redemptions r where r.purchase_id = p.id and r.kind = 'redeem') as redeems,
              (select count(*)::int from redemptions r where r.purchase_id = p.id and r.kind = 'undo') as undos,
              (select count(*)::int from (select undoes_id from redemptions r where r.purchase_id = p.id and r.kind = 'undo' group by undoes_id having count(*) > 1) twice) as undone_twice
         from purchases p where p.id = any($1::int[]) order by p.id`,
      [codes.map((code) => code.purchaseId)],
    );
    expect(rows).toHaveLength(50);
    expect(rows.filter((row) => row.used !== row.redeems - row.undos || row.used > row.redemptions || row.used < 0 || row.undone_twice > 0)).toEqual([]);
    expect(rows.every((row) => row.undos === 1)).toBe(true);
    // Where the redeem landed after the undo, the use was taken again; before it, it was refused.
    const reRedeemed = answers.filter((answer, n) => tries[n]!.kind === 'redeem' && answer.status === 200).length;
    expect(rows.reduce((sum, row) => sum + row.used, 0)).toBe(reRedeemed);
  }, 150_000);
});
