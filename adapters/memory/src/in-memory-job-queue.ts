import { randomUUID } from 'node:crypto';
import type { JobQueueDefinition } from '@marketplace/core/jobs/domain/job-queues';
import type {
  EnqueueOptions,
  JobHandler,
  JobQueue,
  JobQueueOverview,
  JobState,
  JobToQueue,
  RetryOutcome,
} from '@marketplace/core/jobs/ports/job-queue.port';

interface StoredJob {
  id: string;
  queue: string;
  key: string | null;
  data: Record<string, unknown>;
  state: JobState;
  retries: number;
  retryLimit: number;
  error: string | null;
  completedAt: Date | null;
}

/**
 * The job queue in memory, for tests: the same states, keys, retries with back-off and failures as
 * pg-boss, with timers instead of polling. Schedules are recorded, not fired (no cron here).
 */
export class InMemoryJobQueue implements JobQueue {
  private readonly jobs: StoredJob[] = [];
  private readonly handlers = new Map<string, JobHandler>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;
  /** The cron of each scheduled queue. */
  readonly schedules = new Map<string, string>();

  constructor(readonly queues: readonly JobQueueDefinition[]) {}

  async enqueue(queue: string, data: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<string | null> {
    this.definition(queue);
    const key = options.key ?? null;
    if (key !== null && this.jobs.some((job) => job.queue === queue && job.key === key && job.state === 'created')) return null;
    const job: StoredJob = { id: randomUUID(), queue, key, data, state: 'created', retries: 0, retryLimit: this.definition(queue).retryLimit, error: null, completedAt: null };
    this.jobs.push(job);
    this.later(job, (options.delaySeconds ?? 0) * 1000);
    return job.id;
  }

  async enqueueAll(queue: string, jobs: readonly JobToQueue[]): Promise<number> {
    let queued = 0;
    for (const { data, ...options } of jobs) if ((await this.enqueue(queue, data, options)) !== null) queued += 1;
    return queued;
  }

  async schedule(queue: string, cron: string): Promise<void> {
    this.definition(queue);
    this.schedules.set(queue, cron);
  }

  async work(queue: string, handler: JobHandler): Promise<void> {
    this.definition(queue);
    this.handlers.set(queue, handler);
    for (const job of this.jobs) if (job.queue === queue && (job.state === 'created' || job.state === 'retry')) this.later(job, 0);
  }

  async overview(options: { failures?: number } = {}): Promise<JobQueueOverview> {
    const queues = this.queues.map(({ name }) => {
      const count = (state: JobState) => this.jobs.filter((job) => job.queue === name && job.state === state).length;
      return { queue: name, created: count('created'), retry: count('retry'), active: count('active'), completed: count('completed'), failed: count('failed') };
    });
    const recentFailures = this.jobs
      .filter((job) => job.state === 'failed')
      .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))
      .slice(0, Math.max(1, Math.min(options.failures ?? 20, 100)))
      .map((job) => ({ id: job.id, queue: job.queue, error: job.error ?? 'unknown error', failedAt: job.completedAt ?? new Date(), retries: job.retries }));
    return { queues, recentFailures };
  }

  async retry(jobId: string): Promise<RetryOutcome> {
    const job = this.jobs.find((candidate) => candidate.id === jobId);
    if (!job) return 'not-found';
    if (job.state !== 'failed') return 'not-failed';
    job.state = 'retry';
    job.retryLimit += 1;
    job.completedAt = null;
    this.later(job, 0);
    return 'retried';
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }

  private later(job: StoredJob, delayMs: number): void {
    if (this.stopped || !this.handlers.has(job.queue)) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(job).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    // Like a queue in the database, a waiting job never keeps the process alive.
    timer.unref();
    this.timers.add(timer);
  }

  private async run(job: StoredJob): Promise<void> {
    const handler = this.handlers.get(job.queue);
    if (this.stopped || !handler || (job.state !== 'created' && job.state !== 'retry')) return;
    job.state = 'active';
    try {
      await handler(job.data);
      job.state = 'completed';
      job.completedAt = new Date();
    } catch (error) {
      job.error = error instanceof Error ? error.message : String(error);
      if (job.retries < job.retryLimit) {
        job.retries += 1;
        job.state = 'retry';
        // Back-off as pg-boss computes it, without its jitter: the delay doubles with each retry.
        this.later(job, this.definition(job.queue).retryDelaySeconds * 1000 * 2 ** (job.retries - 1));
      } else {
        job.state = 'failed';
        job.completedAt = new Date();
      }
    }
  }

  private definition(queue: string): JobQueueDefinition {
    const found = this.queues.find((known) => known.name === queue);
    if (!found) throw new Error(`Unknown job queue: ${queue}`);
    return found;
  }
}
