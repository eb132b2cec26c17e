import type { SessionRepository } from '../../accounts/ports/session.repository.port.js';
import type { OutboxRepository } from '../../mail/ports/outbox.repository.port.js';
import type { DemoPaymentRepository } from '../../payments/ports/demo-payment.repository.port.js';
import type { RateLimitRepository } from '../../security/ports/rate-limit.repository.port.js';
import type { Clock } from '../../shared/ports/clock.port.js';

/** How long an unpaid demo payment intent is kept: a checkout left open longer starts again. */
export const ABANDONED_DEMO_INTENT_AGE_MS = 24 * 60 * 60 * 1000;

/** How long a sent email is kept in the outbox (for the admin's list and support questions). */
export const SENT_EMAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface PurgeReport {
  sessions: number;
  rateLimitWindows: number;
  demoPaymentIntents: number;
  sentEmails: number;
}

/**
 * Deletes what has stopped meaning anything, so tables that anyone can make grow (sign-ins,
 * throttled attempts, started checkouts) stay bounded: sessions past their expiry, rate-limit
 * windows that ended, demo payment intents never paid within a day, and outbox emails sent more
 * than 30 days ago. Each part is idempotent
 * and independent; running it on several instances at once only repeats deletes. The job queue's
 * schedule decides when.
 */
export class PurgeExpiredRecords {
  constructor(
    private readonly deps: {
      sessions: SessionRepository;
      rateLimits: RateLimitRepository;
      demoPayments: DemoPaymentRepository;
      outbox: OutboxRepository;
      clock: Clock;
    },
  ) {}

  async execute(): Promise<PurgeReport> {
    const now = this.deps.clock.now();
    const sessions = await this.deps.sessions.deleteExpired(now);
    const rateLimitWindows = await this.deps.rateLimits.deleteExpired(now);
    const demoPaymentIntents = await this.deps.demoPayments.deleteAbandonedIntents(new Date(now.getTime() - ABANDONED_DEMO_INTENT_AGE_MS));
    const sentEmails = await this.deps.outbox.deleteSentBefore(new Date(now.getTime() - SENT_EMAIL_RETENTION_MS));
    return { sessions, rateLimitWindows, demoPaymentIntents, sentEmails };
  }
}
