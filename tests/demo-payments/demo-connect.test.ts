import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { CompleteDemoOnboarding, GetConnectState, StartConnectOnboarding, SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import { APPLICATION_JOB_QUEUES } from '@marketplace/core/jobs/domain/job-queues';
import { balanceFromTotals } from '@marketplace/core/ledger/domain/ledger-entry';
import { RunPayouts } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { TransferRefusedError } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../contracts/expect-domain-error.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { buyWithDemoCard, wireDemoPayments } from './demo-payments-wiring.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

async function setUp() {
  const database = createInMemoryRepositories();
  const { repositories, transactions } = database;
  const clock = new FixedClock(NOW);
  const demo = wireDemoPayments(database, clock, new SequentialCodeGenerator());
  const shop = await givenAShop(repositories, { maxRedemptionsPerUser: 5 });
  const deps = { businesses: repositories.businesses, payments: demo.gateway, transactions, clock };
  const syncConnectedAccount = new SyncConnectedAccount({ ...deps, jobs: new InMemoryJobQueue(APPLICATION_JOB_QUEUES) });
  return {
    ...demo,
    repositories,
    shop,
    actor: shop.business.toActor(),
    onboarding: new StartConnectOnboarding({ ...deps, publicUrl: 'http://localhost:3000' }),
    state: new GetConnectState({ businesses: repositories.businesses }),
    complete: new CompleteDemoOnboarding({ demo: demo.gateway, businesses: repositories.businesses, syncConnectedAccount }),
    runPayouts: new RunPayouts({ ...deps, ledger: repositories.ledger, payouts: repositories.payouts }),
  };
}

describe('demo payments: payout onboarding and payouts', () => {
  it('links to the demo onboarding page, which completes the account in one click', async () => {
    const world = await setUp();
    const { url } = await world.onboarding.execute(world.actor);
    const link = new URL(url, 'http://localhost:3000');
    expect(link.pathname).toBe('/business/connect/demo-onboarding');
    expect(link.searchParams.get('return')).toBe('/business/dashboard?connect=return');
    const accountId = link.searchParams.get('account')!;
    expect(accountId).toMatch(/^acct_demo_/);
    expect(await world.gateway.retrieveConnectedAccount(accountId)).toMatchObject({ payoutsEnabled: false, requirementsDue: expect.arrayContaining(['external_account']) });
    // Once per business: the same account again.
    expect(new URL((await world.onboarding.execute(world.actor)).url, 'http://x').searchParams.get('account')).toBe(accountId);

    expect(await world.complete.execute(world.actor, () => accountId)).toMatchObject({ status: 'enabled', payoutsEnabled: true });
    expect(await world.complete.execute(world.actor, () => accountId)).toMatchObject({ status: 'enabled' });
    expect(await world.state.execute(world.actor)).toMatchObject({ status: 'enabled' });
  });

  it("refuses to complete another business's account, or any when demo mode is off", async () => {
    const world = await setUp();
    const { url } = await world.onboarding.execute(world.actor);
    const accountId = new URL(url, 'http://x').searchParams.get('account')!;
    const other = await givenAShop(world.repositories);
    await expectDomainError(world.complete.execute(other.business.toActor(), () => accountId), NotFoundError, 'connect.account_not_found');
    const closed = new CompleteDemoOnboarding({ demo: null, businesses: world.repositories.businesses, syncConnectedAccount: null as never });
    await expectDomainError(closed.execute(world.actor, () => accountId), NotFoundError, 'demo.disabled');
    expect((await world.gateway.retrieveConnectedAccount(accountId))?.payoutsEnabled).toBe(false);
  });

  it('transfers nothing to an account before onboarding; after it, the transfer and the bank payout at once, so the money shows paid', async () => {
    const world = await setUp();
    await buyWithDemoCard(world, world.shop, 'a');
    const { url } = await world.onboarding.execute(world.actor);
    const accountId = new URL(url, 'http://x').searchParams.get('account')!;
    await expect(
      world.gateway.createTransfer({ destinationAccountId: accountId, amountCents: 100, currency: 'usd', idempotencyKey: 'k', metadata: {} }),
    ).rejects.toBeInstanceOf(TransferRefusedError);
    expect((await world.runPayouts.execute()).payouts).toEqual([]);

    await world.complete.execute(world.actor, () => accountId);
    const report = await world.runPayouts.execute();
    const owed = world.shop.deal.toProps().priceCents * 0.75;
    expect(report.payouts).toEqual([expect.objectContaining({ outcome: 'sent', amountCents: owed, transferId: expect.stringMatching(/^tr_demo_/) })]);
    const totals = await world.repositories.ledger.totalsForBusiness(world.shop.business.id);
    expect(balanceFromTotals(totals)).toEqual({ earnedCents: owed, owedCents: 0, inTransitCents: 0, paidCents: owed });
    // The same key answers the same transfer.
    const first = await world.gateway.createTransfer({ destinationAccountId: accountId, amountCents: 100, currency: 'usd', idempotencyKey: 'same', metadata: {} });
    const again = await world.gateway.createTransfer({ destinationAccountId: accountId, amountCents: 100, currency: 'usd', idempotencyKey: 'same', metadata: {} });
    expect(again).toEqual(first);
  });

  it('refuses the connect-account key reused for another kind of object', async () => {
    const world = await setUp();
    await world.gateway.createConnectedAccount({ businessId: 1, email: 'a@b.c', idempotencyKey: 'shared-key' });
    await expectDomainError(world.gateway.createSubscription({ customerId: 'cus_x', priceCents: 2500, idempotencyKey: 'shared-key' }), ConflictError, 'payment.idempotency_key_reused');
  });
});
