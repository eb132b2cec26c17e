import { DEFAULT_EMAIL_PREFERENCES } from '../../accounts/domain/email-preferences.js';
import type { UnsubscribeLinks } from '../../accounts/application/unsubscribe-links.js';
import type { PurchaseRepository } from '../../purchases/ports/purchase.repository.port.js';
import type { GiftRepository } from '../../gifts/ports/gift.repository.port.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { MailSettings } from '../domain/mail-settings.js';
import { expiryReminderKey, expiryReminderKeyPrefix, expiryReminderWindows } from '../domain/email-notices.js';
import { renderExpiryReminder } from '../domain/expiry-reminder.email.js';
import { outboxDraft } from '../domain/outbox-email.js';
import type { EmailDispatch } from '../ports/email-dispatch.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';
import { OutboxWrites, type OutboxWriteReport } from './outbox-emails.js';

export type { OutboxWriteReport };

/**
 * The expiry reminders job (hourly): writes one outbox email per reminder due, 7 days and 1 day
 * before a purchase with uses left expires, to customers whose `expiryReminders` switch is on
 * (never to the buyer of a gift not claimed yet). The
 * outbox's dedupe key makes each reminder once, however often or wherever the job runs.
 */
export class WriteExpiryReminders {
  constructor(
    private readonly deps: {
      purchases: PurchaseRepository;
      gifts: GiftRepository;
      outbox: OutboxRepository;
      dispatch: EmailDispatch;
      unsubscribeLinks: UnsubscribeLinks;
      clock: Clock;
      settings: MailSettings;
    },
  ) {}

  async execute(): Promise<OutboxWriteReport> {
    const now = this.deps.clock.now();
    const writes = new OutboxWrites();
    for (const window of expiryReminderWindows(now)) {
      const due = await this.deps.purchases.expiryRemindersDue({
        ...window,
        remindersByDefault: DEFAULT_EMAIL_PREFERENCES.expiryReminders,
        unwrittenKeyPrefix: expiryReminderKeyPrefix(window.lead),
      });
      // A gift not claimed yet is held for its recipient: its buyer gets no reminder carrying its code.
      const held = new Set((await this.deps.gifts.listByPurchaseIds(due.map((reminder) => reminder.purchaseId))).filter((gift) => !gift.claimed).map((gift) => gift.purchaseId));
      for (const reminder of due.filter((candidate) => !held.has(candidate.purchaseId))) {
        const unsubscribe = await this.deps.unsubscribeLinks.forEmail({ account: 'customer', userId: reminder.userId, list: 'expiryReminders' });
        const rendered = renderExpiryReminder({ ...reminder, lead: window.lead, publicUrl: this.deps.settings.publicUrl, unsubscribeUrl: unsubscribe.url });
        const id = await this.deps.outbox.add(
          outboxDraft(rendered, {
            kind: `expiry-reminder-${window.lead}`,
            dedupeKey: expiryReminderKey(window.lead, reminder.purchaseId),
            to: reminder.customerEmail,
            headers: unsubscribe.headers,
          }),
          now,
        );
        writes.record(id);
      }
    }
    await this.deps.dispatch.dispatch(writes.ids);
    return writes.report;
  }
}
