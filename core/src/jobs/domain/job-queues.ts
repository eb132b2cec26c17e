/**
 * A queue of background work: its name, and how a failed run is retried. Retries back off
 * (about `retryDelaySeconds * 2^attempt`), and after `retryLimit` retries the job stays failed,
 * with its error, for an operator to see and retry.
 */
export interface JobQueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
}

/** Deletes expired sessions, ended rate-limit windows and abandoned demo intents. */
export const PURGE_EXPIRED_RECORDS: JobQueueDefinition = { name: 'purge-expired-records', retryLimit: 3, retryDelaySeconds: 30 };

/** How often the clean-up runs (cron: every 10 minutes). */
export const PURGE_EXPIRED_RECORDS_CRON = '*/10 * * * *';

/** Every queue of the application, so workers, listings and retries know them all. */
export const APPLICATION_JOB_QUEUES: readonly JobQueueDefinition[] = [PURGE_EXPIRED_RECORDS];
