import type { JobQueueDefinition } from '../domain/job-queues.js';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface EnqueueOptions {
  /** Jobs with the same key are one job while it is queued or running: a repeat is not queued again. */
  key?: string;
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
}

/** One job of a batch: its data and the options {@link JobQueue.enqueue} takes. */
export interface JobToQueue extends EnqueueOptions {
  data?: Record<string, unknown>;
}

/** How many jobs of one queue are in each state. */
export interface QueueCounts {
  queue: string;
  created: number;
  retry: number;
  active: number;
  completed: number;
  failed: number;
}

/** A job that failed for good (its retries used up), with the error of its last run. */
export interface FailedJob {
  id: string;
  queue: string;
  error: string;
  failedAt: Date;
  retries: number;
}

export type RetryOutcome = 'retried' | 'not-found' | 'not-failed';

export interface JobQueueOverview {
  queues: QueueCounts[];
  recentFailures: FailedJob[];
}

/**
 * The handler of one queue's jobs. A throw fails the run (retried with back-off); handlers
 * tolerate running again for the same data, since a retry after a lost acknowledgement repeats it.
 */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** Background work: queued now, later or on a schedule, run by workers, visible to operators. */
export interface JobQueue {
  readonly queues: readonly JobQueueDefinition[];
  /** @returns the job's id, or null when a job with the same key is already waiting. */
  enqueue(queue: string, data?: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues several jobs of one queue in one write, each as {@link enqueue} would (a key already
   * waiting is skipped). @returns how many jobs were queued.
   */
  enqueueAll(queue: string, jobs: readonly JobToQueue[]): Promise<number>;
  /** Enqueues a job on the cron schedule (five fields, UTC); scheduling again replaces it. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Starts a worker on this instance for the queue's jobs. */
  work(queue: string, handler: JobHandler): Promise<void>;
  overview(options?: { failures?: number }): Promise<JobQueueOverview>;
  /** Queues a failed job again (one more try); only a failed job can be retried. */
  retry(jobId: string): Promise<RetryOutcome>;
  /** Stops the workers after their running jobs, then lets go of the database. */
  stop(): Promise<void>;
}
