import { describe, expect } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { Session } from '@marketplace/core/accounts/domain/session';
import { ABANDONED_DEMO_INTENT_AGE_MS, PurgeExpiredRecords, SENT_EMAIL_RETENTION_MS } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aDemoPaymentIntent } from './mothers/demo-payment.mother.js';
import { aSession } from './mothers/session.mother.js';

const MINUTE = 60_000;

/** The scheduled clean-up deletes what has expired, and only that, on every adapter family. */
export function housekeepingContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('PurgeExpiredRecords', () => {
    it('deletes expired sessions, ended rate-limit windows, abandoned demo intents and long-sent emails; keeps the live ones', async ({ ctx }) => {
      const { sessions, rateLimits, demoPayments, outbox } = ctx.repositories;
      const now = new Date('2025-06-20T12:00:00.000Z');
      const expiring = (at: Date) => Session.restore({ ...aSession({ type: 'user', id: 1 }).toProps(), expiresAt: at });
      const expired = expiring(new Date(now.getTime() - MINUTE));
      const live = expiring(new Date(now.getTime() + MINUTE));
      for (const session of [expired, live]) await sessions.add(session);
      await rateLimits.hit('login:old', MINUTE, new Date(now.getTime() - 5 * MINUTE));
      await rateLimits.hit('login:now', MINUTE, now);
      const abandoned = aDemoPaymentIntent({ createdAt: new Date(now.getTime() - ABANDONED_DEMO_INTENT_AGE_MS - 1) });
      const recent = aDemoPaymentIntent({ createdAt: new Date(now.getTime() - MINUTE) });
      const paid = aDemoPaymentIntent({ status: 'succeeded', createdAt: new Date(now.getTime() - 2 * ABANDONED_DEMO_INTENT_AGE_MS) });
      for (const record of [abandoned, recent, paid]) await demoPayments.add(record);
      const email = (key: string) => ({ dedupeKey: key, kind: 'test', to: 'a@example.com', subject: 'S', html: '<p>h</p>', text: 't' });
      const longSent = (await outbox.add(email('long-sent'), new Date(now.getTime() - SENT_EMAIL_RETENTION_MS - 2 * MINUTE)))!;
      await outbox.markSent(longSent, '<a@x>', new Date(now.getTime() - SENT_EMAIL_RETENTION_MS - MINUTE));
      const recentlySent = (await outbox.add(email('recently-sent'), new Date(now.getTime() - 2 * MINUTE)))!;
      await outbox.markSent(recentlySent, '<b@x>', new Date(now.getTime() - MINUTE));
      const neverSent = (await outbox.add(email('never-sent'), new Date(now.getTime() - 2 * SENT_EMAIL_RETENTION_MS)))!;

      const purge = new PurgeExpiredRecords({ sessions, rateLimits, demoPayments, outbox, clock: new FixedClock(now) });
      expect(await purge.execute()).toEqual({ sessions: 1, rateLimitWindows: 1, demoPaymentIntents: 1, sentEmails: 1 });

      expect(await sessions.findById(expired.id)).toBeNull();
      expect(await sessions.findById(live.id)).not.toBeNull();
      expect((await rateLimits.peek('login:now', MINUTE, now)).count).toBe(1);
      expect(await demoPayments.findById(abandoned.id)).toBeNull();
      expect(await demoPayments.findById(recent.id)).toEqual(recent);
      expect(await demoPayments.findById(paid.id)).toEqual(paid);
      expect((await outbox.listRecent(10)).map((row) => row.id)).toEqual([neverSent, recentlySent]);
      expect(await purge.execute()).toEqual({ sessions: 0, rateLimitWindows: 0, demoPaymentIntents: 0, sentEmails: 0 });
    });
  });
}
