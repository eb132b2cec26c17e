import { DEFAULT_BUSINESS_EMAIL_PREFERENCES } from '../../accounts/domain/email-preferences.js';
import type { UnsubscribeLinks } from '../../accounts/application/unsubscribe-links.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { statementsOfWeek } from '../../ledger/application/statements.use-case.js';
import { statementHasContent } from '../../ledger/domain/statement.js';
import { statementWeek } from '../../ledger/domain/statement-week.js';
import type { LedgerRepository } from '../../ledger/ports/ledger.repository.port.js';
import type { PurchaseRepository } from '../../purchases/ports/purchase.repository.port.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { MailSettings } from '../domain/mail-settings.js';
import { previousWeek, WEEKLY_SUMMARY_TOP_DEALS, weeklyStatementKey, weeklySummaryKey } from '../domain/email-notices.js';
import { outboxDraft } from '../domain/outbox-email.js';
import { renderWeeklySummary } from '../domain/weekly-summary.email.js';
import { renderWeeklyStatement } from '../domain/weekly-statement.email.js';
import type { EmailDispatch } from '../ports/email-dispatch.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';
import { OutboxWrites, type OutboxWriteReport } from './outbox-emails.js';

export interface WeeklySummariesReport extends OutboxWriteReport {
  week: string;
  /** The weekly statements: written, written before, and `waiting` for the week to end in the business's time zone. */
  statements: OutboxWriteReport & { waiting: number };
}

/**
 * The weekly merchant summary job (Monday mornings UTC): one outbox email per verified business
 * whose `weeklySummary` switch is on, with last week's (Monday to Sunday, UTC) sales, gross, the
 * business's share, uses redeemed and best deals, from two aggregate queries; and, to the same
 * businesses, the weekly statement of that ISO week (DESIGN.md 10.5), Monday to Monday in each
 * business's own time zone, once that week has ended there (the job runs hourly through Monday
 * morning, so a business in Honolulu gets its statement when its Sunday is over), for a week with
 * a movement or money owed either way. Each dedupe key names the business and the ISO week, so a
 * second run that week writes nothing.
 */
export class WriteWeeklySummaries {
  constructor(
    private readonly deps: {
      purchases: PurchaseRepository;
      ledger: LedgerRepository;
      businesses: BusinessRepository;
      outbox: OutboxRepository;
      dispatch: EmailDispatch;
      unsubscribeLinks: UnsubscribeLinks;
      clock: Clock;
      settings: MailSettings;
    },
  ) {}

  async execute(): Promise<WeeklySummariesReport> {
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
    const statements = await this.writeStatements(
      figures.map((business) => business.businessId),
      week.isoWeek,
      now,
    );
    await this.deps.dispatch.dispatch([...writes.ids, ...statements.writes.ids]);
    return { week: week.isoWeek, ...writes.report, statements: { ...statements.writes.report, waiting: statements.waiting } };
  }

  /** The statements of `isoWeek` for these businesses whose week has ended in their own time zone. */
  private async writeStatements(businessIds: readonly number[], isoWeek: string, now: Date): Promise<{ writes: OutboxWrites; waiting: number }> {
    const writes = new OutboxWrites();
    const businesses = await this.deps.businesses.findByIds(businessIds);
    const ended = businesses.filter((business) => statementWeek(isoWeek, business.timeZone).to.getTime() <= now.getTime());
    const emails = new Map(businesses.map((business) => [business.id, business.email]));
    const statements = (await statementsOfWeek(this.deps, ended, isoWeek)).filter(statementHasContent);
    for (const statement of statements) {
      const unsubscribe = await this.deps.unsubscribeLinks.forEmail({ account: 'business', businessId: statement.businessId, list: 'weeklySummary' });
      const rendered = renderWeeklyStatement({ statement, publicUrl: this.deps.settings.publicUrl, unsubscribeUrl: unsubscribe.url });
      const id = await this.deps.outbox.add(
        outboxDraft(rendered, {
          kind: 'weekly-statement',
          dedupeKey: weeklyStatementKey(statement.businessId, isoWeek),
          to: emails.get(statement.businessId) ?? '',
          headers: unsubscribe.headers,
        }),
        now,
      );
      writes.record(id);
    }
    return { writes, waiting: businesses.length - ended.length };
  }
}
