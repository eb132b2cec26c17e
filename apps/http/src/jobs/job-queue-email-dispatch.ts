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
 *
 * Batched as a database batches commits: the emails of one call are queued at once when no batch
 * is on its way; those that arrive while one is (other requests' receipts under load) wait for it
 * and go together in the next, one statement for all. A caller's promise settles once its own
 * emails are queued (or their failure logged), so no email waits longer than one batch more.
 */
export class JobQueueEmailDispatch implements EmailDispatch {
  /** Emails waiting for the next batch. */
  private waiting: number[] = [];
  /** The batch being queued now; it never rejects. */
  private sending: Promise<void> | null = null;
  /** The next batch, which starts once {@link sending} settles; the callers of this moment share it. */
  private next: Promise<void> | null = null;

  constructor(
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
  ) {}

  dispatch(outboxIds: readonly number[]): Promise<void> {
    if (outboxIds.length === 0) return Promise.resolve();
    this.waiting.push(...outboxIds);
    this.next ??= this.nextBatch();
    return this.next;
  }

  private async nextBatch(): Promise<void> {
    // Always waits a turn at least, so every dispatch of this moment joins the batch.
    await this.sending;
    const ids = this.waiting;
    this.waiting = [];
    this.next = null;
    const sending = this.send(ids);
    this.sending = sending;
    await sending;
    if (this.sending === sending) this.sending = null;
  }

  private async send(outboxIds: readonly number[]): Promise<void> {
    try {
      await this.jobs.enqueueAll(
        SEND_EMAIL.name,
        outboxIds.map((outboxId) => ({ data: { outboxId }, key: sendEmailJobKey(outboxId) })),
      );
    } catch (error) {
      this.logger.warn({ err: error, outboxIds }, 'could not queue emails; the outbox flush will');
    }
  }
}
