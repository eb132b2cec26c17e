import { requireAdmin, requireBusiness, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { balanceFromTotals, EMPTY_BALANCE, type LedgerBalance } from '../domain/ledger-entry.js';
import { buildStatement, statementHasContent, type Statement } from '../domain/statement.js';
import { isoWeekAt, parseIsoWeek, statementWeek } from '../domain/statement-week.js';
import type { LedgerRepository } from '../ports/ledger.repository.port.js';

interface LedgerPorts {
  ledger: LedgerRepository;
  businesses: BusinessRepository;
}

/**
 * The statements of one ISO week for some businesses, each in its own time zone, from two ledger
 * queries whatever their number: the sums before the earliest Monday of them all, and the entries
 * from there to the latest Monday after (zones run from UTC-12 to UTC+14, so the span is at most a
 * little over nine days); each business's opening balance adds what fell between the two Mondays.
 */
export async function statementsOfWeek(ports: LedgerPorts, businesses: readonly Business[], isoWeek: string): Promise<Statement[]> {
  if (businesses.length === 0) return [];
  const windows = businesses.map((business) => ({ business, week: statementWeek(isoWeek, business.timeZone) }));
  const from = new Date(Math.min(...windows.map(({ week }) => week.from.getTime())));
  const to = new Date(Math.max(...windows.map(({ week }) => week.to.getTime())));
  const only = businesses.length === 1 ? businesses[0]?.id : undefined;
  const [before, entries] = await Promise.all([
    ports.ledger.totalsByBusinessBefore(from, only),
    ports.ledger.list({ ...(only === undefined ? {} : { businessId: only }), from, to }),
  ]);
  const purchaseIds = [...new Set(entries.flatMap((entry) => (entry.purchaseId === null ? [] : [entry.purchaseId])))];
  const dealTitles = await ports.ledger.dealTitlesOfPurchases(purchaseIds);
  return windows.map(({ business, week }) => {
    const own = entries.filter((entry) => entry.businessId === business.id);
    const opening = { ...(before.get(business.id) ?? {}) };
    for (const entry of own) if (entry.occurredAt < week.from) opening[entry.kind] = (opening[entry.kind] ?? 0) + entry.amountCents;
    return buildStatement({
      businessId: business.id,
      businessName: business.name,
      week,
      before: opening,
      entries: own.filter((entry) => entry.occurredAt >= week.from && entry.occurredAt < week.to),
      dealTitles,
    });
  });
}

async function businessOf(businesses: BusinessRepository, id: number): Promise<Business> {
  const business = await businesses.findById(id);
  if (!business) throw new NotFoundError('business.not_found', 'Business not found');
  return business;
}

export interface PayoutsOverview {
  timeZone: string;
  balance: LedgerBalance;
  /** The week `now` is in, on the business's calendar. */
  currentWeek: string;
  /** The weeks with entries, newest first. */
  weeks: string[];
}

/** The Payouts tab: the business's balance, and the weeks it has statements for. */
export class GetPayoutsOverview {
  constructor(private readonly deps: LedgerPorts & { clock: Clock }) {}

  async execute(actor: Actor): Promise<PayoutsOverview> {
    const { businessId } = requireBusiness(actor);
    const business = await businessOf(this.deps.businesses, businessId);
    const [totals, weeks] = await Promise.all([
      this.deps.ledger.totalsForBusiness(businessId),
      this.deps.ledger.weeksWithEntries(businessId, business.timeZone),
    ]);
    return {
      timeZone: business.timeZone,
      balance: balanceFromTotals(totals),
      currentWeek: isoWeekAt(this.deps.clock.now(), business.timeZone),
      weeks,
    };
  }
}

/**
 * The signed-in business's statement of an ISO week, Monday to Monday in its time zone.
 * @throws ValidationError `statement.invalid_week` for a week that is not `YYYY-Www` or does not exist.
 */
export class GetStatement {
  constructor(private readonly deps: LedgerPorts) {}

  async execute(actor: Actor, isoWeek: string): Promise<Statement> {
    const { businessId } = requireBusiness(actor);
    parseIsoWeek(isoWeek);
    const business = await businessOf(this.deps.businesses, businessId);
    const [statement] = await statementsOfWeek(this.deps, [business], isoWeek);
    if (!statement) throw new Error('A statement of one business came back empty');
    return statement;
  }
}

export interface BusinessBalance {
  businessId: number;
  businessName: string;
  timeZone: string;
  balance: LedgerBalance;
}

/** The admin's payouts page: every business's balance, by id (zeros for one with no entries). */
export class ListBusinessBalances {
  constructor(private readonly deps: LedgerPorts) {}

  async execute(actor: Actor): Promise<BusinessBalance[]> {
    requireAdmin(actor);
    const [businesses, totals] = await Promise.all([this.deps.businesses.listAll(), this.deps.ledger.totalsByBusiness()]);
    return businesses.map((business) => {
      const own = totals.get(business.id);
      return { businessId: business.id, businessName: business.name, timeZone: business.timeZone, balance: own ? balanceFromTotals(own) : { ...EMPTY_BALANCE } };
    });
  }
}

/**
 * Every business's statement of an ISO week (the admin's export and `marketplace payouts export`),
 * each in its own time zone, by business id: those with an entry that week or money owed either way.
 * @throws ValidationError `statement.invalid_week`.
 */
export class ExportWeekStatements {
  constructor(private readonly deps: LedgerPorts) {}

  async execute(actor: Actor, isoWeek: string): Promise<Statement[]> {
    requireAdmin(actor);
    parseIsoWeek(isoWeek);
    const ids = [...(await this.deps.ledger.totalsByBusiness()).keys()];
    const businesses = await this.deps.businesses.findByIds(ids);
    return (await statementsOfWeek(this.deps, businesses, isoWeek)).filter(statementHasContent);
  }
}

/** What `marketplace business show` prints: the business and its ledger balance. */
export class ShowBusiness {
  constructor(private readonly deps: LedgerPorts) {}

  async execute(actor: Actor, businessId: number): Promise<{ business: Business; balance: LedgerBalance }> {
    requireAdmin(actor);
    const business = await businessOf(this.deps.businesses, businessId);
    return { business, balance: balanceFromTotals(await this.deps.ledger.totalsForBusiness(businessId)) };
  }
}
