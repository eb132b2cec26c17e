import { PgBossJobQueue } from '@marketplace/adapters-mikro-orm/pg-boss-job-queue';
import { afterAll, beforeAll, describe } from 'vitest';
import { jobQueueContract } from '../contracts/job-queue.contract.js';
import { openTestDatabase, type TestDatabase, type TestEngine } from './test-database.js';

/** The pg-boss job queue on one engine: one migrated database for the file, a queue per test. */
function pgBossContract(engine?: TestEngine): void {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase({ engine });
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });

  jobQueueContract(async (queues) => {
    if (!opened) throw new Error('The test database did not open');
    return PgBossJobQueue.start(await opened.database.jobQueueConnection(), {
      queues,
      workers: true,
      pollingIntervalSeconds: 0.5,
      onError: (error) => {
        throw error;
      },
    });
  });
}

describe('pg-boss job queue (the chosen target)', () => {
  pgBossContract();
});

describe('pg-boss job queue on the embedded engine (PGlite)', () => {
  pgBossContract('embedded');
});
