import { randomUUID } from 'node:crypto';
import type { JobQueueDefinition } from '@marketplace/core/jobs/domain/job-queues';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import { describe, expect, test, vi } from 'vitest';

/** A started queue with workers, knowing only these queues; the test stops it. */
export type MakeJobQueue = (queues: readonly JobQueueDefinition[]) => Promise<JobQueue>;

const WAIT = { timeout: 20_000, interval: 100 };

/** Names unique to one test, so tests sharing a database never see each other's jobs. */
function aQueue(overrides: Partial<JobQueueDefinition> = {}): JobQueueDefinition {
  return { name: `contract-${randomUUID().slice(0, 8)}`, retryLimit: 2, retryDelaySeconds: 1, ...overrides };
}

/** The job queue port, the same on every adapter: run, retry with back-off, fail visibly, retry by hand. */
export function jobQueueContract(makeQueue: MakeJobQueue): void {
  const it = test.extend<{ start: (queues: readonly JobQueueDefinition[]) => Promise<JobQueue> }>({
    // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
    start: async ({}, use) => {
      const started: JobQueue[] = [];
      await use(async (queues) => {
        const queue = await makeQueue(queues);
        started.push(queue);
        return queue;
      });
      for (const queue of started) await queue.stop();
    },
  });

  describe('JobQueue', { timeout: 60_000 }, () => {
    it('runs an enqueued job on the worker with its data', async ({ start }) => {
      const definition = aQueue();
      const jobs = await start([definition]);
      const seen: unknown[] = [];
      await jobs.work(definition.name, async (data) => {
        seen.push(data);
      });
      expect(await jobs.enqueue(definition.name, { purchaseId: 7 })).toEqual(expect.any(String));
      await vi.waitFor(() => expect(seen).toEqual([{ purchaseId: 7 }]), WAIT);
      await vi.waitFor(async () => expect((await jobs.overview()).queues).toEqual([{ queue: definition.name, created: 0, retry: 0, active: 0, completed: 1, failed: 0 }]), WAIT);
    });

    it('retries a job that fails, with back-off, until it succeeds', async ({ start }) => {
      const definition = aQueue({ retryLimit: 2 });
      const jobs = await start([definition]);
      const attempts: number[] = [];
      await jobs.work(definition.name, async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('SMTP refused');
      });
      await jobs.enqueue(definition.name);
      await vi.waitFor(async () => expect((await jobs.overview()).queues[0]?.completed).toBe(1), WAIT);
      expect(attempts).toHaveLength(2);
      // The retry waited for its delay (one second here) rather than running at once.
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
      expect((await jobs.overview()).recentFailures).toEqual([]);
    });

    it('keeps a job that used up its retries as failed, with its error, until retried by hand', async ({ start }) => {
      const definition = aQueue({ retryLimit: 1 });
      const jobs = await start([definition]);
      let healthy = false;
      let runs = 0;
      await jobs.work(definition.name, async () => {
        runs += 1;
        if (!healthy) throw new Error('the printer is on fire');
      });
      const id = await jobs.enqueue(definition.name);
      await vi.waitFor(async () => expect((await jobs.overview()).queues[0]?.failed).toBe(1), WAIT);
      expect(runs).toBe(2);
      const { recentFailures } = await jobs.overview();
      expect(recentFailures).toEqual([{ id, queue: definition.name, error: 'the printer is on fire', failedAt: expect.any(Date), retries: 1 }]);

      healthy = true;
      expect(await jobs.retry(id!)).toBe('retried');
      await vi.waitFor(async () => expect((await jobs.overview()).queues[0]).toMatchObject({ completed: 1, failed: 0 }), WAIT);
      expect(runs).toBe(3);
      expect(await jobs.retry(id!)).toBe('not-failed');
    });

    it('settles each job of a batch on its own: one failing job fails alone, the others complete', async ({ start }) => {
      const definition = aQueue({ retryLimit: 0, batchSize: 5 });
      const jobs = await start([definition]);
      // Enqueued before the worker starts, so one fetch takes them together.
      for (let index = 1; index <= 5; index++) await jobs.enqueue(definition.name, { index });
      const ran: number[] = [];
      await jobs.work(definition.name, async (data) => {
        ran.push(Number(data['index']));
        if (data['index'] === 3) throw new Error('job 3 is broken');
      });
      await vi.waitFor(
        async () => expect((await jobs.overview()).queues).toEqual([{ queue: definition.name, created: 0, retry: 0, active: 0, completed: 4, failed: 1 }]),
        WAIT,
      );
      expect(ran.sort()).toEqual([1, 2, 3, 4, 5]);
      expect((await jobs.overview()).recentFailures.map((failure) => failure.error)).toEqual(['job 3 is broken']);
    });

    it('answers not-found for a job id it does not know', async ({ start }) => {
      const jobs = await start([aQueue()]);
      expect(await jobs.retry(randomUUID())).toBe('not-found');
      expect(await jobs.retry('not-a-job-id')).toBe('not-found');
    });

    it('queues a keyed job once while it waits; unkeyed jobs are never collapsed', async ({ start }) => {
      const definition = aQueue();
      const jobs = await start([definition]);
      expect(await jobs.enqueue(definition.name, {}, { key: 'receipt-1', delaySeconds: 60 })).toEqual(expect.any(String));
      expect(await jobs.enqueue(definition.name, {}, { key: 'receipt-1', delaySeconds: 60 })).toBeNull();
      expect(await jobs.enqueue(definition.name, {}, { delaySeconds: 60 })).toEqual(expect.any(String));
      expect(await jobs.enqueue(definition.name, {}, { delaySeconds: 60 })).toEqual(expect.any(String));
      expect((await jobs.overview()).queues[0]?.created).toBe(3);
    });

    it('queues a batch in one call as enqueue would: keys waiting already are skipped, and the jobs run with their data', async ({ start }) => {
      const definition = aQueue();
      const jobs = await start([definition]);
      expect(await jobs.enqueue(definition.name, { outboxId: 1 }, { key: 'outbox:1' })).toEqual(expect.any(String));
      expect(await jobs.enqueueAll(definition.name, [])).toBe(0);
      const queued = await jobs.enqueueAll(definition.name, [
        { data: { outboxId: 1 }, key: 'outbox:1' },
        { data: { outboxId: 2 }, key: 'outbox:2' },
        { data: { outboxId: 3 } },
      ]);
      expect(queued).toBe(2);
      expect((await jobs.overview()).queues[0]?.created).toBe(3);
      const seen: unknown[] = [];
      await jobs.work(definition.name, async (data) => {
        seen.push(data);
      });
      await vi.waitFor(() => expect(seen).toHaveLength(3), WAIT);
      expect(seen).toEqual(expect.arrayContaining([{ outboxId: 1 }, { outboxId: 2 }, { outboxId: 3 }]));
      await expect(jobs.enqueueAll('no-such-queue', [{}])).rejects.toThrow('Unknown job queue: no-such-queue');
    });

    it('refuses a queue it was not given, and accepts a schedule for one it was', async ({ start }) => {
      const definition = aQueue();
      const jobs = await start([definition]);
      await expect(jobs.enqueue('no-such-queue')).rejects.toThrow('Unknown job queue: no-such-queue');
      await jobs.schedule(definition.name, '*/10 * * * *');
      await jobs.schedule(definition.name, '*/5 * * * *');
    });
  });
}
