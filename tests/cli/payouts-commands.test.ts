import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewLedgerEntry } from '@marketplace/core/ledger/domain/ledger-entry';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { createTarget, ENGINES, runCli, type CliTarget } from './cli-process.js';

const HEADER = 'business_id,business,week,time_zone,date,kind,description,purchase_id,deal,amount,balance\r\n';

function entry(businessId: number, kind: NewLedgerEntry['kind'], amountCents: number, occurredAt: string, purchaseId: number | null = null): NewLedgerEntry {
  return { businessId, kind, amountCents, sourceKey: `${kind}:cli:${businessId}:${occurredAt}`, purchaseId, providerObjectId: null, occurredAt: new Date(occurredAt) };
}

for (const { engine, enabled } of ENGINES) {
  describe.runIf(enabled)(`marketplace payouts export and business show on the ${engine} engine`, { timeout: 120_000 }, () => {
    let target: CliTarget;
    let shop: { id: number; purchaseId: number };
    let idle: number;

    beforeAll(async () => {
      target = await createTarget(engine);
      expect((await runCli(['db', 'migrate'], { env: target.env })).code).toBe(0);
      ({ shop, idle } = await target.withDatabase(async ({ repositories }) => {
        const { user, business, deal } = await givenAShop(repositories, { title: '+1 free refill' });
        const purchase = await repositories.purchases.add(aPurchase({ userId: user.id, dealId: deal.id, businessId: business.id }));
        const saved = (await repositories.businesses.findById(business.id))!;
        saved.changeTimeZone('Europe/Berlin');
        saved.linkConnectedAccount('acct_cli_show');
        saved.applyConnectState({
          chargesEnabled: false,
          payoutsEnabled: false,
          detailsSubmitted: true,
          requirementsDue: ['external_account'],
          disabledReason: 'requirements.past_due',
          updatedAt: new Date('2026-11-24T08:00:00Z'),
        });
        await repositories.businesses.save(saved);
        const quiet = await repositories.businesses.add(aBusiness({ name: 'Idle Shop', verified: false, verifiedAt: null, trialEndsAt: null, listedUntil: null }));
        await repositories.ledger.append(
          [
            entry(business.id, 'sale', 2000, '2026-11-20T10:00:00Z', purchase.id),
            entry(business.id, 'platform_fee', -500, '2026-11-20T10:00:00Z', purchase.id),
            // Monday 23 November 00:30 in Berlin (Sunday 23:30 UTC): week 48 there.
            entry(business.id, 'transfer', -1500, '2026-11-22T23:30:00Z'),
            entry(business.id, 'bank_payout', 1000, '2026-11-25T09:00:00Z'),
          ],
          new Date(),
        );
        return { shop: { id: business.id, purchaseId: purchase.id }, idle: quiet.id };
      }));
    }, 120_000);

    afterAll(async () => {
      await target?.dispose();
    });

    it("business show prints verification, subscription, the payout account and the ledger balance; 66 for an unknown id", async () => {
      const text = await runCli(['business', 'show', String(shop.id)], { env: target.env });
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toMatch(new RegExp(`^Business ${shop.id}: Corner Cafe \\d+ <owner\\d+@cafe\\.example\\.com>\\n`));
      expect(text.stdout).toContain(
        '  verified      yes\n  subscription  not active\n  listed        until 2100-01-01T00:00:00.000Z\n  payouts       Stripe needs more information (acct_cli_show)\n' +
          '  Stripe needs  your bank account\n  disabled      Stripe is missing information it asked for.\n  time zone     Europe/Berlin\n',
      );
      expect(text.stdout).toContain('  owed          $0.00\n  in transit    $5.00\n  paid out      $10.00\n  earned        $15.00\n');
      const json = await runCli(['business', 'show', String(idle), '--json'], { env: target.env });
      expect(JSON.parse(json.stdout)).toMatchObject({
        id: idle,
        verified: false,
        subscription: { active: false, expiresAt: null },
        listing: { verifiedAt: null, trialEndsAt: null, listedUntil: null },
        connect: { status: 'not_started', accountId: null, chargesEnabled: false, payoutsEnabled: false, requirementsDue: [], disabledReason: null, updatedAt: null },
        balance: { owed: 0, inTransit: 0, paid: 0, earned: 0 },
      });
      const missing = await runCli(['business', 'show', '99999'], { env: target.env });
      expect(missing.code).toBe(66);
      expect(missing.stderr).toBe('marketplace: Business not found\n');
    });

    it('payouts export writes the week of every business to stdout or a 0600 file, as the admin export does', async () => {
      const stdout = await runCli(['payouts', 'export', '--week', '2026-W48'], { env: target.env });
      expect(stdout.code, stdout.stderr).toBe(0);
      expect(stdout.stdout.startsWith(HEADER)).toBe(true);
      const rows = stdout.stdout.split('\r\n').filter(Boolean).slice(1);
      expect(rows.map((row) => row.split(',').slice(4, 6))).toEqual([
        ['2026-11-23 00:00', 'opening_balance'],
        ['2026-11-23 00:30', 'transfer'],
        ['2026-11-25 10:00', 'bank_payout'],
        ['2026-11-30 00:00', 'closing_balance'],
      ]);
      expect(rows[0]).toMatch(/,15\.00$/);
      expect(rows.every((row) => row.startsWith(`${shop.id},Corner Cafe `))).toBe(true);

      const earlier = await runCli(['payouts', 'export', '--week', '2026-W47', '--out', 'w47.csv', '--json'], { env: target.env, cwd: target.dir });
      expect(earlier.code, earlier.stderr).toBe(0);
      expect(JSON.parse(earlier.stdout)).toEqual({ file: join(target.dir, 'w47.csv'), week: '2026-W47', businesses: 1, rows: 4 });
      expect((await stat(join(target.dir, 'w47.csv'))).mode & 0o777).toBe(0o600);
      const file = await readFile(join(target.dir, 'w47.csv'), 'utf8');
      // The deal title starts with + and is neutralised, as in the waitlist export.
      expect(file).toContain(`,sale,Sale: purchase #${shop.purchaseId} paid,${shop.purchaseId},'+1 free refill,20.00,20.00\r\n`);

      const empty = await runCli(['payouts', 'export', '--week', '2020-W10'], { env: target.env });
      expect(empty).toMatchObject({ code: 0, stdout: HEADER });
    });
  });
}

describe('marketplace payouts export: bad input', { timeout: 30_000 }, () => {
  it('payouts export refuses a bad week (65) before the database, and --json without a file (64)', async () => {
    const nowhere = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const [bad, missingWeek, jsonToStdout] = await Promise.all([
      runCli(['payouts', 'export', '--week', '2026-W54'], { env: nowhere }),
      runCli(['payouts', 'export'], { env: nowhere }),
      runCli(['payouts', 'export', '--week', '2026-W48', '--json'], { env: nowhere }),
    ]);
    expect(bad.code).toBe(65);
    expect(bad.stderr).toBe("marketplace: --week: 2026 has 53 ISO weeks: there is no 2026-W54, not '2026-W54'.\n");
    expect(missingWeek.code).toBe(64);
    expect(missingWeek.stderr).toContain("required option '--week <week>' not specified");
    expect(jsonToStdout.code).toBe(64);
    expect(jsonToStdout.stderr).toContain('--json needs --out <file>');
  });
});
