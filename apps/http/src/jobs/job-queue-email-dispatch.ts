import type { Logger } from 'pino';
import { SEND_EMAIL } from '@marketplace/core/jobs/domain/job-queues';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { EmailDispatch } from '@marketplace/core/mail/ports/email-dispatch.port';

/** The job key of an email's send: one job per email while it waits or runs. */
export function sendEmailJobKey(outboxId: number): string {
  return `outbox:${outboxId}`;
}

/**
 * Queues a send job per outbox email. A queue that cannot be reached is logged, not thrown: the
 * email is in the outbox already, and the flush queues it within a couple of minutes.
 */
export class JobQueueEmailDispatch implements EmailDispatch {
  constructor(
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
  ) {}

  async dispatch(outboxIds: readonly number[]): Promise<void> {
    for (const outboxId of outboxIds) {
      try {
        await this.jobs.enqueue(SEND_EMAIL.name, { outboxId }, { key: sendEmailJobKey(outboxId) });
      } catch (error) {
        this.logger.warn({ err: error, outboxId }, 'could not queue an email; the outbox flush will');
      }
    }
  }
}
