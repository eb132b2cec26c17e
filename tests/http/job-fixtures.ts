import { vi } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import type { JobQueueDefinition } from '@marketplace/core/jobs/domain/job-queues';
import type { Infrastructure } from '@marketplace/http/infrastructure';

/** A queue of the tests only, whose jobs fail until told otherwise and are never retried on their own. */
export const FLAKY_QUEUE: JobQueueDefinition = { name: 'flaky-test-job', retryLimit: 0, retryDelaySeconds: 1 };

/**
 * In-memory infrastructure whose job queue (opened by the server, or by the first admin request
 * when JOBS=off) also knows {@link FLAKY_QUEUE}, so a test can make a job fail for good and retry it.
 */
export function infrastructureWithJobs() {
  const db = createInMemoryRepositories();
  let opened: InMemoryJobQueue | undefined;
  let healthy = false;
  const infrastructure: Infrastructure = {
    ...db,
    isReachable: async () => true,
    close: async () => undefined,
    describe: 'in-memory',
    async openJobQueue(options) {
      opened = new InMemoryJobQueue([...options.queues, FLAKY_QUEUE]);
      await opened.work(FLAKY_QUEUE.name, async () => {
        if (!healthy) throw new Error('the printer is on fire');
      });
      return opened;
    },
  };
  return {
    db,
    infrastructure,
    /** The job queue the server opened (after its start with workers, or after one admin request). */
    queue(): InMemoryJobQueue {
      if (!opened) throw new Error('The server has not opened its job queue yet');
      return opened;
    },
    /** Enqueues a flaky job and waits until it has failed for good. @returns its id. */
    async failedJob(): Promise<string> {
      healthy = false;
      const id = await this.queue().enqueue(FLAKY_QUEUE.name);
      await vi.waitFor(async () => {
        const { recentFailures } = await this.queue().overview();
        if (!recentFailures.some((failure) => failure.id === id)) throw new Error('not failed yet');
      });
      return id!;
    },
    /** From now on flaky jobs succeed. */
    heal(): void {
      healthy = true;
    },
  };
}
