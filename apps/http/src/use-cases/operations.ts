import { WriteExpiryReminders } from '@marketplace/core/mail/application/write-expiry-reminders.use-case';
import { WriteWeeklySummaries } from '@marketplace/core/mail/application/write-weekly-summaries.use-case';
import { FlushOutbox } from '@marketplace/core/mail/application/flush-outbox.use-case';
import { SendOutboxEmail } from '@marketplace/core/mail/application/send-outbox-email.use-case';
import { GetSentMail, ListSentMail } from '@marketplace/core/mail/application/sent-mail.use-case';
import { SeedBulkData } from '@marketplace/core/demo/application/seed-bulk-data.use-case';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { GetJobOverview, RetryJob } from '@marketplace/core/jobs/application/job-admin.use-case';
import { PurgeExpiredRecords } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';
import { TOKENS } from '../tokens.js';
import { type Get, noticePorts, ledgerPorts } from './ports.js';

/** The operator's work: email out of the outbox, the seeds, housekeeping and jobs. */
export const OPERATIONS_USE_CASES = {
  listSentMail: (get: Get) => new ListSentMail({ outbox: get(TOKENS.outbox), mailCatcher: get(TOKENS.mailCatcher) }),
  getSentMail: (get: Get) => new GetSentMail({ outbox: get(TOKENS.outbox), qrImages: get(TOKENS.qrImages) }),
  sendOutboxEmail: (get: Get) =>
    new SendOutboxEmail({
      outbox: get(TOKENS.outbox),
      mailer: get(TOKENS.mailer),
      qrImages: get(TOKENS.qrImages),
      clock: get(TOKENS.clock),
      settings: get(TOKENS.mailSettings),
    }),
  writeExpiryReminders: (get: Get) => new WriteExpiryReminders(noticePorts(get)),
  writeWeeklySummaries: (get: Get) => new WriteWeeklySummaries({ ...noticePorts(get), ...ledgerPorts(get) }),
  flushOutbox: (get: Get) => new FlushOutbox({ outbox: get(TOKENS.outbox), emailDispatch: get(TOKENS.emailDispatch), clock: get(TOKENS.clock) }),
  seed: (get: Get) => new SeedDemoData({ transactions: get(TOKENS.transactions), hasher: get(TOKENS.hasher), clock: get(TOKENS.clock), codes: get(TOKENS.codes) }),
  seedBulk: (get: Get) =>
    new SeedBulkData({ loader: get(TOKENS.bulkLoader), hasher: get(TOKENS.hasher), codes: get(TOKENS.codes), clock: get(TOKENS.clock), random: get(TOKENS.random) }),
  purgeExpiredRecords: (get: Get) =>
    new PurgeExpiredRecords({
      sessions: get(TOKENS.sessions),
      rateLimits: get(TOKENS.rateLimits),
      demoPayments: get(TOKENS.demoPaymentRecords),
      outbox: get(TOKENS.outbox),
      accountTokens: get(TOKENS.accountTokens),
      clock: get(TOKENS.clock),
    }),
  jobOverview: (get: Get) => new GetJobOverview({ jobs: get(TOKENS.jobQueue) }),
  retryJob: (get: Get) => new RetryJob({ jobs: get(TOKENS.jobQueue) }),
};
