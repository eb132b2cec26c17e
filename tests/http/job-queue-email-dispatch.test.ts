import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { SEND_EMAIL } from '@marketplace/core/jobs/domain/job-queues';
import type { JobToQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import { JobQueueEmailDispatch, sendEmailJobKey } from '@marketplace/http/jobs/job-queue-email-dispatch';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';

/** An in-memory queue whose batches wait until the test lets them through, recording each. */
class GatedQueue extends InMemoryJobQueue {
  readonly batches: number[][] = [];
  private readonly gates: (() => void)[] = [];
  failNext = false;

  constructor() {
    super([SEND_EMAIL]);
  }

  override async enqueueAll(queue: string, jobs: readonly JobToQueue[]): Promise<number> {
    this.batches.push(jobs.map((job) => Number(job.data?.['outboxId'])));
    await new Promise<void>((resolve) => this.gates.push(resolve));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('queue unreachable');
    }
    return super.enqueueAll(queue, jobs);
  }

  /** Lets the oldest waiting batch finish. */
  release(): void {
    this.gates.shift()?.();
  }
}

function setUp() {
  const queue = new GatedQueue();
  const warnings: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line) as Record<string, unknown>) });
  return { queue, warnings, dispatch: new JobQueueEmailDispatch(queue, logger) };
}

/** Whether the promise has settled by now (after pending callbacks ran). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('JobQueueEmailDispatch', () => {
  test('queues one send job per email, keyed by its outbox id', async () => {
    const { queue, dispatch } = setUp();
    const sent = dispatch.dispatch([7, 8]);
    await new Promise((resolve) => setImmediate(resolve));
    queue.release();
    await sent;
    expect(queue.batches).toEqual([[7, 8]]);
    expect((await queue.overview()).queues).toEqual([expect.objectContaining({ queue: SEND_EMAIL.name, created: 2 })]);
    // The key collapses a second send of the same email while the first waits.
    expect(await queue.enqueue(SEND_EMAIL.name, { outboxId: 7 }, { key: sendEmailJobKey(7) })).toBeNull();
  });

  test('emails that arrive while a batch is on its way go together in the next one, and each caller waits for its own', async () => {
    const { queue, dispatch } = setUp();
    const first = dispatch.dispatch([1]);
    const sameMoment = dispatch.dispatch([2]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.batches).toEqual([[1, 2]]);

    const later = [dispatch.dispatch([3]), dispatch.dispatch([4, 5])];
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = dispatch.dispatch([6]);
    // Nothing more is sent while the first batch is on its way.
    expect(queue.batches).toEqual([[1, 2]]);
    expect(await settled(first)).toBe(false);

    queue.release();
    await first;
    await sameMoment;
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.batches).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
    expect(await settled(Promise.all([...later, meanwhile]))).toBe(false);
    queue.release();
    await Promise.all([...later, meanwhile]);
    expect((await queue.overview()).queues[0]?.created).toBe(6);
  });

  test('a batch the queue refuses is logged, not thrown, and the next batch is sent', async () => {
    const { queue, dispatch, warnings } = setUp();
    queue.failNext = true;
    const refused = dispatch.dispatch([1]);
    await new Promise((resolve) => setImmediate(resolve));
    queue.release();
    await expect(refused).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ msg: 'could not queue emails; the outbox flush will', outboxIds: [1] })]);

    const next = dispatch.dispatch([2]);
    await new Promise((resolve) => setImmediate(resolve));
    queue.release();
    await next;
    expect(queue.batches).toEqual([[1], [2]]);
    expect((await queue.overview()).queues[0]?.created).toBe(1);
  });

  test('nothing to send sends nothing', async () => {
    const { queue, dispatch } = setUp();
    await dispatch.dispatch([]);
    expect(queue.batches).toEqual([]);
  });
});
