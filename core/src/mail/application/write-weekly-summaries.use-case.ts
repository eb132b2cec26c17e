import { DEFAULT_BUSINESS_EMAIL_PREFERENCES } from '../../accounts/domain/email-preferences.js';
import type { UnsubscribeLinks } from '../../accounts/application/unsubscribe-links.js';
import type { PurchaseRepository } from '../../purchases/ports/purchase.repository.port.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { MailSettings } from '../domain/mail-settings.js';
import { previousWeek, WEEKLY_SUMMARY_TOP_DEALS, weeklySummaryKey } from '../domain/email-notices.js';
import { outboxDraft } from '../domain/outbox-email.js';
import { renderWeeklySummary } from '../domain/weekly-summary.email.js';
import type { EmailDispatch } from '../ports/email-dispatch.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';
import { OutboxWrites, type OutboxWriteReport } from './outbox-emails.js';

/**
 * The weekly merchant summary job (Monday early morning UTC): one outbox email per verified
 * business whose `weeklySummary` switch is on, with last week's (Monday to Sunday, UTC) sales,
 * gross, the business's share, uses redeemed and best deals, from two aggregate queries. The
 * dedupe key names the business and the ISO week, so a second run that week writes nothing.
 */
export class WriteWeeklySummaries {
  constructor(
    private readonly deps: {
      purchases: PurchaseRepository;
      outbox: OutboxRepository;
      dispatch: EmailDispatch;
      unsubscribeLinks: UnsubscribeLinks;
      clock: Clock;
      settings: MailSettings;
    },
  ) {}

  async execute(): Promise<OutboxWriteReport & { week: string }> {
    const now = this.deps.clock.now();
    const week = previousWeek(now);
    const writes = new OutboxWrites();
    const figures = await this.deps.purchases.weeklyFigures({
      from: week.from,
      to: week.to,
      summaryByDefault: DEFAULT_BUSINESS_EMAIL_PREFERENCES.weeklySummary,
      topDeals: WEEKLY_SUMMARY_TOP_DEALS,
    });
    for (const business of figures) {
      const unsubscribe = await this.deps.unsubscribeLinks.forEmail({ account: 'business', businessId: business.businessId, list: 'weeklySummary' });
      const rendered = renderWeeklySummary({
        ...business,
        weekStart: week.from,
        isoWeek: week.isoWeek,
        publicUrl: this.deps.settings.publicUrl,
        unsubscribeUrl: unsubscribe.url,
      });
      const id = await this.deps.outbox.add(
        outboxDraft(rendered, {
          kind: 'weekly-summary',
          dedupeKey: weeklySummaryKey(business.businessId, week.isoWeek),
          to: business.businessEmail,
          headers: unsubscribe.headers,
        }),
        now,
      );
      writes.record(id);
    }
    await this.deps.dispatch.dispatch(writes.ids);
    return { week: week.isoWeek, ...writes.report };
  }
}
