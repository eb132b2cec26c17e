import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { StartConnectOnboarding, SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import { APPLICATION_JOB_QUEUES, RUN_PAYOUTS } from '@marketplace/core/jobs/domain/job-queues';
import { balanceFromTotals } from '@marketplace/core/ledger/domain/ledger-entry';
import { RunPayouts } from '@marketplace/core/payouts/application/run-payouts.use-case';
import type { TransferRecord, TransferRequest } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { describe, expect } from 'vitest';
import { contractTest, type ContractContext, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

/** A provider whose transfers take a while, so concurrent runners overlap while the money moves. */
class SlowTransfers extends FakePaymentGateway {
  override async createTransfer(request: TransferRequest): Promise<TransferRecord> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return super.createTransfer(request);
  }
}

function world(ctx: ContractContext) {
  const { repositories, transactions } = ctx;
  const clock = new FixedClock(NOW);
  const payments = new SlowTransfers();
  const jobs = new InMemoryJobQueue(APPLICATION_JOB_QUEUES);
  const deps = { businesses: repositories.businesses, payments, transactions, clock };
  const runPayouts = () => new RunPayouts({ ...deps, ledger: repositories.ledger, payouts: repositories.payouts });
  return {
    payments,
    jobs,
    runPayouts,
    sync: new SyncConnectedAccount({ ...deps, jobs }),
    onboarding: new StartConnectOnboarding({ ...deps, publicUrl: 'https://shop.example' }),
  };
}

/** A business that sold $30.00 while not connected: the platform owes it $22.50. */
async function givenABusinessOwed(ctx: ContractContext) {
  const business = await ctx.repositories.businesses.add(aBusiness());
  await ctx.repositories.ledger.append(
    [
      { businessId: business.id, kind: 'sale', amountCents: 3000, sourceKey: `sale:test:${business.id}`, purchaseId: null, providerObjectId: null, occurredAt: NOW },
      { businessId: business.id, kind: 'platform_fee', amountCents: -750, sourceKey: `platform_fee:test:${business.id}`, purchaseId: null, providerObjectId: null, occurredAt: NOW },
    ],
    NOW,
  );
  return business;
}

async function connect(ctx: ContractContext, w: ReturnType<typeof world>, businessId: number): Promise<string> {
  await w.onboarding.execute({ kind: 'business', businessId, role: 'business', teamRole: 'owner', staffId: null });
  const accountId = (await ctx.repositories.businesses.findById(businessId))!.stripeAccountId!;
  w.payments.enableAccount(accountId);
  await w.sync.execute(accountId);
  return accountId;
}

async function balanceOf(ctx: ContractContext, businessId: number) {
  return balanceFromTotals(await ctx.repositories.ledger.totalsForBusiness(businessId));
}

/** Transfers of owed money (DESIGN.md 10.5): once, whatever runs at the same time or crashes in between. */
export function payoutsConcurrencyContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('payouts', () => {
    it('transfer nothing before the business connects, then its whole owed balance once, and nothing on the next run', async ({ ctx }) => {
      const w = world(ctx);
      const business = await givenABusinessOwed(ctx);

      expect((await w.runPayouts().execute()).payouts).toEqual([]);
      expect(w.payments.transfers()).toEqual([]);

      // Onboarding started but not finished: still nothing.
      await w.onboarding.execute({ kind: 'business', businessId: business.id, role: 'business', teamRole: 'owner', staffId: null });
      expect((await w.runPayouts().execute()).payouts).toEqual([]);

      const accountId = (await ctx.repositories.businesses.findById(business.id))!.stripeAccountId!;
      w.payments.enableAccount(accountId);
      await w.sync.execute(accountId);
      // Payouts turning on queue a run.
      expect((await w.jobs.overview()).queues.find((queue) => queue.queue === RUN_PAYOUTS.name)?.created).toBe(1);

      const report = await w.runPayouts().execute();
      const [payout] = await ctx.repositories.payouts.listForBusiness(business.id);
      expect(report.payouts).toEqual([{ businessId: business.id, payoutId: payout!.id, outcome: 'sent', amountCents: 2250, transferId: 'tr_fake_1' }]);
      expect(w.payments.transfers()).toEqual([
        expect.objectContaining({ destinationAccountId: accountId, amountCents: 2250, idempotencyKey: `payout:${payout!.id}` }),
      ]);
      expect(payout).toMatchObject({ status: 'sent', providerTransferId: 'tr_fake_1', sentAt: NOW });
      expect(await balanceOf(ctx, business.id)).toEqual({ earnedCents: 2250, owedCents: 0, inTransitCents: 2250, paidCents: 0 });
      expect(await ctx.repositories.ledger.has(`transfer:payout:${payout!.id}`)).toBe(true);

      expect((await w.runPayouts().execute()).payouts).toEqual([]);
      expect(w.payments.transfers()).toHaveLength(1);
    });

    it('five runners at once pay the owed money once', async ({ ctx }) => {
      const w = world(ctx);
      const business = await givenABusinessOwed(ctx);
      await connect(ctx, w, business.id);

      await Promise.all(Array.from({ length: 5 }, () => w.runPayouts().execute()));

      expect(w.payments.transfers()).toHaveLength(1);
      expect(w.payments.transfers()[0]?.amountCents).toBe(2250);
      expect((await ctx.repositories.payouts.listForBusiness(business.id)).map((payout) => payout.status)).toEqual(['sent']);
      expect(await balanceOf(ctx, business.id)).toMatchObject({ owedCents: 0, inTransitCents: 2250 });
    });

    it('a crash after the transfer leaves the payout pending; the next run finishes it with the same key, sending nothing twice', async ({ ctx }) => {
      const w = world(ctx);
      const business = await givenABusinessOwed(ctx);
      await connect(ctx, w, business.id);
      w.payments.failNextTransfer('lose_answer');

      const crashed = await w.runPayouts().execute();
      expect(crashed.payouts).toEqual([expect.objectContaining({ businessId: business.id, outcome: 'error' })]);
      const [pending] = await ctx.repositories.payouts.listForBusiness(business.id);
      expect(pending?.status).toBe('pending');
      expect(w.payments.transfers()).toHaveLength(1);
      // Not booked: the ledger still says owed.
      expect(await balanceOf(ctx, business.id)).toMatchObject({ owedCents: 2250, inTransitCents: 0 });

      // More money accrued meanwhile: the pending payout is finished as it was, the rest waits for the next payout.
      await ctx.repositories.ledger.append(
        [{ businessId: business.id, kind: 'sale', amountCents: 400, sourceKey: `sale:later:${business.id}`, purchaseId: null, providerObjectId: null, occurredAt: NOW }],
        NOW,
      );
      const retried = await w.runPayouts().execute();
      expect(retried.payouts).toEqual([expect.objectContaining({ payoutId: pending!.id, outcome: 'sent', amountCents: 2250 })]);
      expect(w.payments.transfers()).toHaveLength(1);
      expect(await balanceOf(ctx, business.id)).toMatchObject({ owedCents: 400, inTransitCents: 2250 });

      await w.runPayouts().execute();
      expect(w.payments.transfers().map((transfer) => transfer.amountCents)).toEqual([2250, 400]);
      expect(await balanceOf(ctx, business.id)).toMatchObject({ owedCents: 0, inTransitCents: 2650 });
    });

    it('a transfer the provider refuses marks the payout failed; the money stays owed and the next run pays it', async ({ ctx }) => {
      const w = world(ctx);
      const business = await givenABusinessOwed(ctx);
      await connect(ctx, w, business.id);
      w.payments.failNextTransfer('refuse');

      const refused = await w.runPayouts().execute();
      expect(refused.payouts).toEqual([expect.objectContaining({ outcome: 'refused', error: 'Insufficient funds in the platform balance.' })]);
      expect(await balanceOf(ctx, business.id)).toMatchObject({ owedCents: 2250 });

      await w.runPayouts().execute();
      expect((await ctx.repositories.payouts.listForBusiness(business.id)).map((payout) => payout.status)).toEqual(['sent', 'failed']);
      expect(w.payments.transfers()).toHaveLength(1);
      expect(await balanceOf(ctx, business.id)).toMatchObject({ owedCents: 0, inTransitCents: 2250 });
    });
  });
}
