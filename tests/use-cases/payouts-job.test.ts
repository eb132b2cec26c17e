import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { StartConnectOnboarding, SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import { APPLICATION_JOB_QUEUES, RUN_PAYOUTS, RUN_PAYOUTS_CRON } from '@marketplace/core/jobs/domain/job-queues';
import { RunPayouts } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { startWorkers, type WorkerUseCases } from '@marketplace/http/jobs/workers';
import { aBusiness } from '../contracts/mothers/business.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

/** The run-payouts job as a worker runs it: queued when payouts turn on, and daily. */
describe('the run-payouts job', () => {
  it("is scheduled daily, queued when a business's payouts turn on, and transfers what it was owed", async () => {
    const { repositories, transactions } = createInMemoryRepositories();
    const clock = new FixedClock(NOW);
    const payments = new FakePaymentGateway();
    const jobs = new InMemoryJobQueue(APPLICATION_JOB_QUEUES);
    const deps = { businesses: repositories.businesses, payments, transactions, clock };
    const idle = { execute: vi.fn(async () => ({})) };
    const useCases = {
      purgeExpiredRecords: idle,
      sendOutboxEmail: idle,
      flushOutbox: { execute: async () => ({ dispatched: 0 }) },
      writeExpiryReminders: idle,
      writeWeeklySummaries: idle,
      runPayouts: new RunPayouts({ ...deps, ledger: repositories.ledger, payouts: repositories.payouts }),
    } as unknown as WorkerUseCases;
    await startWorkers({ jobs, useCases, logger: pino({ level: 'silent' }), firstPurgeDelaySeconds: 3600 });
    expect(jobs.schedules.get(RUN_PAYOUTS.name)).toBe(RUN_PAYOUTS_CRON);

    const business = await repositories.businesses.add(aBusiness());
    await repositories.ledger.append(
      [
        { businessId: business.id, kind: 'sale', amountCents: 1000, sourceKey: 'sale:job', purchaseId: null, providerObjectId: null, occurredAt: NOW },
        { businessId: business.id, kind: 'platform_fee', amountCents: -250, sourceKey: 'platform_fee:job', purchaseId: null, providerObjectId: null, occurredAt: NOW },
      ],
      NOW,
    );
    await new StartConnectOnboarding({ ...deps, publicUrl: 'https://deals.example' }).execute(business.toActor());
    const accountId = (await repositories.businesses.findById(business.id))!.stripeAccountId!;
    payments.enableAccount(accountId);
    await new SyncConnectedAccount({ ...deps, jobs }).execute(accountId);

    await vi.waitFor(async () => {
      const counts = (await jobs.overview()).queues.find((queue) => queue.queue === RUN_PAYOUTS.name);
      expect(counts?.completed).toBe(1);
    });
    expect(payments.transfers()).toEqual([expect.objectContaining({ destinationAccountId: accountId, amountCents: 750 })]);
    await jobs.stop();
  });
});
