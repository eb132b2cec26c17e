import type { Logger } from 'pino';
import type { PurgeReport } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';
import { PURGE_EXPIRED_RECORDS, PURGE_EXPIRED_RECORDS_CRON } from '@marketplace/core/jobs/domain/job-queues';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';

/** The first clean-up, soon after start (not at once: start-up has enough to do); cron runs the rest. */
export const FIRST_PURGE_DELAY_SECONDS = 30;

export interface WorkerOptions {
  jobs: JobQueue;
  useCases: { purgeExpiredRecords: { execute(): Promise<PurgeReport> } };
  logger: Logger;
  firstPurgeDelaySeconds?: number;
}

/**
 * Starts this instance's workers on every application queue and (re)registers the schedules. Each
 * instance may run workers: the queue hands a job to one of them. A failed run is logged here and
 * rethrown, so the queue retries it with back-off and, once out of retries, keeps it as failed.
 */
export async function startWorkers(options: WorkerOptions): Promise<void> {
  const { jobs, useCases, logger } = options;
  await jobs.work(PURGE_EXPIRED_RECORDS.name, async () => {
    try {
      const report = await useCases.purgeExpiredRecords.execute();
      logger.info(report, 'expired records deleted');
    } catch (error) {
      logger.error({ err: error }, 'deleting expired records failed');
      throw error;
    }
  });
  await jobs.schedule(PURGE_EXPIRED_RECORDS.name, PURGE_EXPIRED_RECORDS_CRON);
  // Cron's first run may be ten minutes away; instances starting together queue this one once.
  await jobs.enqueue(PURGE_EXPIRED_RECORDS.name, {}, { key: 'after-start', delaySeconds: options.firstPurgeDelaySeconds ?? FIRST_PURGE_DELAY_SECONDS });
}
