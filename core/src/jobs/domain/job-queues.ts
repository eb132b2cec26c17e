/**
 * A queue of background work: its name, and how a failed run is retried. Retries back off
 * (about `retryDelaySeconds * 2^attempt`), and after `retryLimit` retries the job stays failed,
 * with its error, for an operator to see and retry.
 */
export interface JobQueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * Jobs a worker takes at once and runs side by side, each settled on its own (one failing fails
   * only itself); while batches come back full it fetches again without waiting. 1 unless given.
   */
  batchSize?: number;
}

/** Deletes expired sessions, ended rate-limit windows and abandoned demo intents. */
export const PURGE_EXPIRED_RECORDS: JobQueueDefinition = { name: 'purge-expired-records', retryLimit: 3, retryDelaySeconds: 30 };

/** How often the clean-up runs (cron: every 10 minutes). */
export const PURGE_EXPIRED_RECORDS_CRON = '*/10 * * * *';

/**
 * Sends one outbox email. SMTP trouble backs off from 15 s to about an hour over 10 retries
 * (some 4 hours in all); an email still unsent then is queued again by the flush. Ten at a time
 * per worker, so a burst of purchases does not wait on one SMTP exchange after another.
 */
export const SEND_EMAIL: JobQueueDefinition = { name: 'send-email', retryLimit: 10, retryDelaySeconds: 15, batchSize: 10 };

/** Queues every outbox email that has waited too long unsent. */
export const FLUSH_OUTBOX: JobQueueDefinition = { name: 'flush-outbox', retryLimit: 2, retryDelaySeconds: 30 };

/** How often the outbox is flushed (cron: every minute). */
export const FLUSH_OUTBOX_CRON = '* * * * *';

/** Writes the expiry reminders due (7 days and 1 day before a purchase with uses left expires) to the outbox. */
export const EXPIRY_REMINDERS: JobQueueDefinition = { name: 'expiry-reminders', retryLimit: 3, retryDelaySeconds: 60 };

/** Hourly, at a quarter past (away from the top of the hour, when other schedules crowd). */
export const EXPIRY_REMINDERS_CRON = '15 * * * *';

/**
 * Writes each business's summary of last week (Monday to Sunday, UTC) to the outbox, and its
 * weekly statement of that ISO week once the week has ended in its own time zone.
 */
export const WEEKLY_SUMMARIES: JobQueueDefinition = { name: 'weekly-summaries', retryLimit: 5, retryDelaySeconds: 120 };

/**
 * Mondays, hourly from 06:00 to 12:00 UTC: the summaries go out at the first run; a statement goes
 * out at the first run after the business's own Sunday has ended (UTC-12 is the latest, at 12:00).
 * A later run writes nothing twice (the dedupe keys name the business and the week).
 */
export const WEEKLY_SUMMARIES_CRON = '0 6-12 * * 1';

/**
 * Transfers what each business with payouts on is owed to its connected account (RunPayouts).
 * Queued when an account's payouts turn on, and daily.
 */
export const RUN_PAYOUTS: JobQueueDefinition = { name: 'run-payouts', retryLimit: 5, retryDelaySeconds: 300 };

/** Daily at 07:30 UTC. */
export const RUN_PAYOUTS_CRON = '30 7 * * *';

/** Sends the claim emails of gifts whose send date has come in their buyer's time zone (SendDueGifts). */
export const SEND_DUE_GIFTS: JobQueueDefinition = { name: 'send-due-gifts', retryLimit: 3, retryDelaySeconds: 60 };

/** Every 15 minutes: a gift dated today goes out soon after its buyer's midnight. */
export const SEND_DUE_GIFTS_CRON = '*/15 * * * *';

/**
 * Writes the "a favorite store posted a new deal" emails of deals just published, to every
 * consenting follower, in batches (WriteFavoriteDealEmails). Queued after the publish commits.
 */
export const FAVORITE_DEAL_EMAILS: JobQueueDefinition = { name: 'favorite-deal-emails', retryLimit: 5, retryDelaySeconds: 60 };

/**
 * Downloads the pictures old deals link to on other sites and stores them like uploads
 * (ImportLinkedPictures): the pages load pictures only from this site.
 */
export const IMPORT_LINKED_PICTURES: JobQueueDefinition = { name: 'import-linked-pictures', retryLimit: 2, retryDelaySeconds: 600 };

/** Daily at 04:20 UTC (a link that failed is tried again the next day); also once soon after start. */
export const IMPORT_LINKED_PICTURES_CRON = '20 4 * * *';

/** Every queue of the application, so workers, listings and retries know them all. */
export const APPLICATION_JOB_QUEUES: readonly JobQueueDefinition[] = [
  PURGE_EXPIRED_RECORDS,
  SEND_EMAIL,
  FLUSH_OUTBOX,
  EXPIRY_REMINDERS,
  WEEKLY_SUMMARIES,
  RUN_PAYOUTS,
  SEND_DUE_GIFTS,
  FAVORITE_DEAL_EMAILS,
  IMPORT_LINKED_PICTURES,
];
