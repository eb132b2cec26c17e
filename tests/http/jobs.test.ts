import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { PgBossJobQueue } from '@marketplace/adapters-mikro-orm/pg-boss-job-queue';
import { Session } from '@marketplace/core/accounts/domain/session';
import { EXPIRY_REMINDERS, EXPIRY_REMINDERS_CRON, FLUSH_OUTBOX, FLUSH_OUTBOX_CRON, IMPORT_LINKED_PICTURES, IMPORT_LINKED_PICTURES_CRON, PURGE_EXPIRED_RECORDS, PURGE_EXPIRED_RECORDS_CRON, RUN_PAYOUTS, RUN_PAYOUTS_CRON, SEND_DUE_GIFTS, SEND_DUE_GIFTS_CRON, WEEKLY_SUMMARIES, WEEKLY_SUMMARIES_CRON } from '@marketplace/core/jobs/domain/job-queues';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { Infrastructure, JobQueueStart } from '@marketplace/http/infrastructure';
import { aDemoPaymentIntent } from '../contracts/mothers/demo-payment.mother.js';
import { aSession } from '../contracts/mothers/session.mother.js';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { startTestServer, type TestServer } from './test-server.js';

async function selectRows(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const DAY = 24 * 60 * 60 * 1000;

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Expired and live records of each kind the clean-up knows; `expired()` says whether the expired ones are still there. */
async function plantRecords(repositories: Infrastructure['repositories']) {
  const { sessions, rateLimits, demoPayments } = repositories;
  const now = new Date();
  const expiring = (at: Date) => Session.restore({ ...aSession({ type: 'user', id: 1 }).toProps(), expiresAt: at });
  const expired = expiring(new Date(now.getTime() - 1_000));
  const live = expiring(new Date(now.getTime() + DAY));
  await sessions.add(expired);
  await sessions.add(live);
  await rateLimits.hit('jobs-test:old', 60_000, new Date(now.getTime() - DAY));
  const abandoned = aDemoPaymentIntent({ createdAt: new Date(now.getTime() - 2 * DAY) });
  const fresh = aDemoPaymentIntent({ createdAt: now });
  await demoPayments.add(abandoned);
  await demoPayments.add(fresh);
  return {
    async expiredGone() {
      return (await sessions.findById(expired.id)) === null && (await demoPayments.findById(abandoned.id)) === null;
    },
    async expectPurged() {
      // The rate-limit window went too: counting the old window again starts from zero.
      expect((await rateLimits.peek('jobs-test:old', 60_000, new Date(now.getTime() - DAY))).count).toBe(0);
      expect(await sessions.findById(live.id)).not.toBeNull();
      expect(await demoPayments.findById(fresh.id)).toEqual(fresh);
    },
  };
}

describe('the job workers of the server', () => {
  let server: TestServer | undefined;
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await testDb?.close();
    testDb = undefined;
  });

  it('purge expired sessions, ended rate-limit windows and abandoned demo intents through pg-boss, soon after start and every 10 minutes', async () => {
    testDb = await openTestDatabase();
    const { database } = testDb;
    const started: JobQueue[] = [];
    const infrastructure: Infrastructure = {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      close: async () => undefined,
      describe: `MikroORM (${database.engine})`,
      async openJobQueue(options) {
        const queue = await PgBossJobQueue.start(await database.jobQueueConnection(), { ...options, pollingIntervalSeconds: 0.5 });
        started.push(queue);
        return queue;
      },
    };
    const records = await plantRecords(database.repositories);
    server = await startTestServer({ infrastructure, jobs: { firstPurgeDelaySeconds: 0 } });

    await until(() => records.expiredGone());
    await records.expectPurged();
    const [queue] = started;
    await until(async () => (await queue!.overview()).queues.some((counts) => counts.queue === PURGE_EXPIRED_RECORDS.name && counts.completed === 1));
    // The schedule that replaced the timer is registered in pg-boss.
    const connection = await database.jobQueueConnection();
    const scheduleQuery = 'select name, cron from pgboss.schedule';
    const schedules = 'url' in connection ? await selectRows(connection.url, scheduleQuery) : (await connection.pglite.query(scheduleQuery)).rows;
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: PURGE_EXPIRED_RECORDS.name, cron: PURGE_EXPIRED_RECORDS_CRON },
        { name: FLUSH_OUTBOX.name, cron: FLUSH_OUTBOX_CRON },
        { name: EXPIRY_REMINDERS.name, cron: EXPIRY_REMINDERS_CRON },
        { name: WEEKLY_SUMMARIES.name, cron: WEEKLY_SUMMARIES_CRON },
        { name: RUN_PAYOUTS.name, cron: RUN_PAYOUTS_CRON },
        { name: SEND_DUE_GIFTS.name, cron: SEND_DUE_GIFTS_CRON },
        { name: IMPORT_LINKED_PICTURES.name, cron: IMPORT_LINKED_PICTURES_CRON },
      ]),
    );
    expect(schedules).toHaveLength(7);
  }, 60_000);

  it('start no worker with JOBS=off: nothing is purged and no queue is started', async () => {
    const db = createInMemoryRepositories();
    const opened: JobQueueStart[] = [];
    const infrastructure: Infrastructure = {
      ...db,
      isReachable: async () => true,
      close: async () => undefined,
      describe: 'in-memory',
      async openJobQueue(options) {
        opened.push(options);
        return new InMemoryJobQueue(options.queues);
      },
    };
    const records = await plantRecords(db.repositories);
    server = await startTestServer({ infrastructure, env: { JOBS: 'off' }, jobs: { firstPurgeDelaySeconds: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await records.expiredGone()).toBe(false);
    expect(opened).toEqual([]);
  });

  it('start the workers otherwise (the same in-memory setup, JOBS on)', async () => {
    const db = createInMemoryRepositories();
    const opened: JobQueueStart[] = [];
    const infrastructure: Infrastructure = {
      ...db,
      isReachable: async () => true,
      close: async () => undefined,
      describe: 'in-memory',
      async openJobQueue(options) {
        opened.push(options);
        return new InMemoryJobQueue(options.queues);
      },
    };
    const records = await plantRecords(db.repositories);
    server = await startTestServer({ infrastructure, jobs: { firstPurgeDelaySeconds: 0 } });
    await until(() => records.expiredGone());
    await records.expectPurged();
    expect(opened).toEqual([expect.objectContaining({ workers: true })]);
  });
});
