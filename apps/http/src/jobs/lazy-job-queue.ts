import type { JobQueueDefinition } from '@marketplace/core/jobs/domain/job-queues';
import type { EnqueueOptions, JobHandler, JobQueue, JobQueueOverview, JobToQueue, RetryOutcome } from '@marketplace/core/jobs/ports/job-queue.port';

/**
 * The job queue as the container binds it: started on first use (pg-boss's start creates or
 * migrates its schema, which a CLI command that never queues anything need not pay), and stopped
 * only if it was started.
 */
export class LazyJobQueue implements JobQueue {
  private started: Promise<JobQueue> | undefined;

  constructor(
    readonly queues: readonly JobQueueDefinition[],
    private readonly open: () => Promise<JobQueue>,
  ) {}

  async enqueue(queue: string, data?: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null> {
    return (await this.queue()).enqueue(queue, data, options);
  }

  async enqueueAll(queue: string, jobs: readonly JobToQueue[]): Promise<number> {
    return (await this.queue()).enqueueAll(queue, jobs);
  }

  async schedule(queue: string, cron: string): Promise<void> {
    await (await this.queue()).schedule(queue, cron);
  }

  async work(queue: string, handler: JobHandler): Promise<void> {
    await (await this.queue()).work(queue, handler);
  }

  async overview(options?: { failures?: number }): Promise<JobQueueOverview> {
    return (await this.queue()).overview(options);
  }

  async retry(jobId: string): Promise<RetryOutcome> {
    return (await this.queue()).retry(jobId);
  }

  async stop(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    if (!started) return;
    const queue = await started.catch(() => null);
    await queue?.stop();
  }

  private queue(): Promise<JobQueue> {
    this.started ??= this.open();
    return this.started;
  }
}
