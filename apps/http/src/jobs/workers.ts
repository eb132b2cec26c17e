import type { Logger } from 'pino';
import type { PurgeReport } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';
import {
  EXPIRY_REMINDERS,
  EXPIRY_REMINDERS_CRON,
  FAVORITE_DEAL_EMAILS,
  FLUSH_OUTBOX,
  FLUSH_OUTBOX_CRON,
  IMPORT_LINKED_PICTURES,
  IMPORT_LINKED_PICTURES_CRON,
  PURGE_EXPIRED_RECORDS,
  PURGE_EXPIRED_RECORDS_CRON,
  RUN_PAYOUTS,
  RUN_PAYOUTS_CRON,
  SEND_DUE_GIFTS,
  SEND_DUE_GIFTS_CRON,
  SEND_EMAIL,
  WEEKLY_SUMMARIES,
  WEEKLY_SUMMARIES_CRON,
} from '@marketplace/core/jobs/domain/job-queues';
import type { JobHandler, JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { SendOutcome } from '@marketplace/core/mail/application/send-outbox-email.use-case';
import type { OutboxWriteReport } from '@marketplace/core/mail/application/write-expiry-reminders.use-case';
import type { WeeklySummariesReport } from '@marketplace/core/mail/application/write-weekly-summaries.use-case';
import type { DueGiftsReport } from '@marketplace/core/gifts/application/send-due-gifts.use-case';
import type { FavoriteDealEmailsRequest } from '@marketplace/core/favorites/application/write-favorite-deal-emails.use-case';
import type { PayoutRunReport } from '@marketplace/core/payouts/application/run-payouts.use-case';
import type { LinkedPicturesReport } from '@marketplace/core/media/application/import-linked-pictures.use-case';

/** The first clean-up, soon after start (not at once: start-up has enough to do); cron runs the rest. */
export const FIRST_PURGE_DELAY_SECONDS = 30;
/** The first import of linked pictures, a minute after start (the daily cron runs the rest). */
export const FIRST_PICTURE_IMPORT_DELAY_SECONDS = 60;

export interface WorkerUseCases {
  purgeExpiredRecords: { execute(): Promise<PurgeReport> };
  sendOutboxEmail: { execute(outboxId: number): Promise<SendOutcome> };
  flushOutbox: { execute(): Promise<{ dispatched: number }> };
  writeExpiryReminders: { execute(): Promise<OutboxWriteReport> };
  writeWeeklySummaries: { execute(): Promise<WeeklySummariesReport> };
  runPayouts: { execute(): Promise<PayoutRunReport> };
  sendDueGifts: { execute(): Promise<DueGiftsReport> };
  writeFavoriteDealEmails: { execute(request: FavoriteDealEmailsRequest): Promise<OutboxWriteReport> };
  importLinkedPictures: { execute(): Promise<LinkedPicturesReport> };
}

/** A `favorite-deal-emails` job's data: `{ dealIds }` or `{ businessId }`. */
function favoriteDealEmailsRequest(data: Record<string, unknown>): FavoriteDealEmailsRequest {
  const dealIds = data['dealIds'];
  if (Array.isArray(dealIds) && dealIds.every((id) => Number.isSafeInteger(id))) return { dealIds: dealIds as number[] };
  const businessId = data['businessId'];
  if (typeof businessId === 'number' && Number.isSafeInteger(businessId)) return { businessId };
  throw new Error(`A favorite-deal-emails job without deals or a business: ${JSON.stringify(data)}`);
}

export interface WorkerOptions {
  jobs: JobQueue;
  useCases: WorkerUseCases;
  logger: Logger;
  firstPurgeDelaySeconds?: number;
}

/** A handler that logs what it did, and logs and rethrows a failure so the queue retries it. */
function logged(logger: Logger, what: string, run: (data: Record<string, unknown>) => Promise<object | null>): JobHandler {
  return async (data) => {
    try {
      const report = await run(data);
      if (report) logger.info(report, what);
    } catch (error) {
      logger.error({ err: error, job: data }, `${what}: failed`);
      throw error;
    }
  };
}

/**
 * Starts this instance's workers on every application queue and (re)registers the schedules. Each
 * instance may run workers: the queue hands a job to one of them. A failed run is logged here and
 * rethrown, so the queue retries it with back-off and, once out of retries, keeps it as failed.
 */
export async function startWorkers(options: WorkerOptions): Promise<void> {
  const { jobs, useCases, logger } = options;
  await jobs.work(
    PURGE_EXPIRED_RECORDS.name,
    logged(logger, 'expired records deleted', () => useCases.purgeExpiredRecords.execute()),
  );
  await jobs.work(
    SEND_EMAIL.name,
    logged(logger, 'email sent', async (data) => {
      const outboxId = Number(data['outboxId']);
      if (!Number.isSafeInteger(outboxId)) throw new Error(`A send-email job without an outbox id: ${JSON.stringify(data)}`);
      return { outboxId, outcome: await useCases.sendOutboxEmail.execute(outboxId) };
    }),
  );
  await jobs.work(
    FLUSH_OUTBOX.name,
    logged(logger, 'outbox flushed', async () => {
      const report = await useCases.flushOutbox.execute();
      return report.dispatched > 0 ? report : null;
    }),
  );
  await jobs.work(
    EXPIRY_REMINDERS.name,
    logged(logger, 'expiry reminders written', () => useCases.writeExpiryReminders.execute()),
  );
  await jobs.work(
    WEEKLY_SUMMARIES.name,
    logged(logger, 'weekly summaries written', () => useCases.writeWeeklySummaries.execute()),
  );
  await jobs.work(
    RUN_PAYOUTS.name,
    logged(logger, 'payouts run', async () => {
      const report = await useCases.runPayouts.execute();
      // A payout left pending by an error is finished by the retry, with the same idempotency key.
      const errors = report.payouts.filter((payout) => payout.outcome === 'error');
      if (errors.length > 0) throw new Error(`Payouts failed for ${errors.length} business(es): ${errors.map((e) => `#${e.businessId}: ${'error' in e ? e.error : ''}`).join('; ')}`);
      return report.payouts.length > 0 ? report : null;
    }),
  );
  await jobs.work(
    SEND_DUE_GIFTS.name,
    logged(logger, 'gift emails sent', async () => {
      const report = await useCases.sendDueGifts.execute();
      return report.sent > 0 ? report : null;
    }),
  );
  await jobs.work(
    FAVORITE_DEAL_EMAILS.name,
    logged(logger, 'favorite-deal emails written', (data) => useCases.writeFavoriteDealEmails.execute(favoriteDealEmailsRequest(data))),
  );
  await jobs.work(
    IMPORT_LINKED_PICTURES.name,
    logged(logger, 'linked pictures imported', async () => {
      const report = await useCases.importLinkedPictures.execute();
      // A link that failed stays on its deal and is tried again tomorrow: not a job failure.
      return report.imported > 0 || report.failed.length > 0 ? report : null;
    }),
  );
  await jobs.schedule(PURGE_EXPIRED_RECORDS.name, PURGE_EXPIRED_RECORDS_CRON);
  await jobs.schedule(IMPORT_LINKED_PICTURES.name, IMPORT_LINKED_PICTURES_CRON);
  await jobs.schedule(SEND_DUE_GIFTS.name, SEND_DUE_GIFTS_CRON);
  await jobs.schedule(RUN_PAYOUTS.name, RUN_PAYOUTS_CRON);
  await jobs.schedule(FLUSH_OUTBOX.name, FLUSH_OUTBOX_CRON);
  await jobs.schedule(EXPIRY_REMINDERS.name, EXPIRY_REMINDERS_CRON);
  await jobs.schedule(WEEKLY_SUMMARIES.name, WEEKLY_SUMMARIES_CRON);
  // Cron's first run may be ten minutes away; instances starting together queue this one once.
  await jobs.enqueue(PURGE_EXPIRED_RECORDS.name, {}, { key: 'after-start', delaySeconds: options.firstPurgeDelaySeconds ?? FIRST_PURGE_DELAY_SECONDS });
  await jobs.enqueue(IMPORT_LINKED_PICTURES.name, {}, { key: 'after-start', delaySeconds: FIRST_PICTURE_IMPORT_DELAY_SECONDS });
  // Emails written while no worker ran (JOBS=off everywhere, a stop between commit and dispatch).
  await jobs.enqueue(FLUSH_OUTBOX.name, {}, { key: 'after-start' });
}
