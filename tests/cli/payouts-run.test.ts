import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceFromTotals } from '@marketplace/core/ledger/domain/ledger-entry';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { createTarget, ENGINES, runCli, type CliTarget } from './cli-process.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

for (const { engine, enabled } of ENGINES) {
  describe.runIf(enabled)(`marketplace payouts run on the ${engine} engine (demo payments)`, { timeout: 120_000 }, () => {
    let target: CliTarget;
    let connected: number;
    let notConnected: number;

    beforeAll(async () => {
      target = await createTarget(engine);
      expect((await runCli(['db', 'migrate'], { env: target.env })).code).toBe(0);
      ({ connected, notConnected } = await target.withDatabase(async ({ repositories }) => {
        const { businesses, demoPayments, ledger } = repositories;
        // A business that finished the demo onboarding, and one that never started it; both sold $30.00.
        await demoPayments.add({
          id: 'acct_demo_cli',
          kind: 'account',
          status: 'complete',
          amountCents: 0,
          metadata: null,
          customerId: null,
          clientSecret: null,
          currentPeriodStart: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          idempotencyKey: 'connect-account:cli',
          createdAt: NOW,
        });
        const shop = await businesses.add(aBusiness());
        shop.linkConnectedAccount('acct_demo_cli');
        shop.applyConnectState({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [], disabledReason: null, updatedAt: NOW });
        await businesses.save(shop);
        const waiting = await businesses.add(aBusiness());
        for (const business of [shop, waiting]) {
          await ledger.append(
            [
              { businessId: business.id, kind: 'sale', amountCents: 3000, sourceKey: `sale:cli:${business.id}`, purchaseId: null, providerObjectId: null, occurredAt: NOW },
              { businessId: business.id, kind: 'platform_fee', amountCents: -750, sourceKey: `platform_fee:cli:${business.id}`, purchaseId: null, providerObjectId: null, occurredAt: NOW },
            ],
            NOW,
          );
        }
        return { connected: shop.id, notConnected: waiting.id };
      }));
    }, 120_000);
    afterAll(async () => {
      await target?.dispose();
    });

    it('pays the connected business what it is owed, once, and the demo bank payout shows it paid', async () => {
      const run = await runCli(['payouts', 'run'], { env: target.env });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^${connected}\\s+1\\s+\\$22\\.50\\s+paid \\(tr_demo_[0-9a-f]+\\)$`, 'm'));
      expect(run.stdout).toContain('Paid $22.50 to 1 business.');
      expect(run.stdout).not.toMatch(new RegExp(`^${notConnected}\\s`, 'm'));

      const again = await runCli(['payouts', 'run', '--json'], { env: target.env });
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toEqual({ payouts: [] });

      const balances = await target.withDatabase(async ({ repositories }) => ({
        connected: balanceFromTotals(await repositories.ledger.totalsForBusiness(connected)),
        waiting: balanceFromTotals(await repositories.ledger.totalsForBusiness(notConnected)),
        payouts: await repositories.payouts.listForBusiness(connected),
      }));
      expect(balances.connected).toEqual({ earnedCents: 2250, owedCents: 0, inTransitCents: 0, paidCents: 2250 });
      expect(balances.waiting).toEqual({ earnedCents: 2250, owedCents: 2250, inTransitCents: 0, paidCents: 0 });
      expect(balances.payouts).toEqual([expect.objectContaining({ status: 'sent', amountCents: 2250 })]);
    });
  });
}
