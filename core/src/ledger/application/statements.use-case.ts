import { requireAdmin, requireBusinessOwner, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { balanceFromTotals, EMPTY_BALANCE, type LedgerBalance, type LedgerEntry, type LedgerEntryKind, type LedgerKindTotals } from '../domain/ledger-entry.js';
import { buildStatement, statementHasContent, type Statement } from '../domain/statement.js';
import { isoWeekAt, parseIsoWeek, statementWeek } from '../domain/statement-week.js';
import type { LedgerRepository } from '../ports/ledger.repository.port.js';

interface LedgerPorts {
  ledger: LedgerRepository;
  businesses: BusinessRepository;
}

/** What the statements of a window need: sums per business before it, its entries, the deal titles they name. */
interface WeekData {
  before: Map<number, LedgerKindTotals>;
  entries: LedgerEntry[];
  dealTitles: Map<number, string>;
}

/** Two ledger queries for the window (one business's, or every business's), and one for the deal titles. */
async function weekData(ledger: LedgerRepository, window: { from: Date; to: Date }, businessId?: number): Promise<WeekData> {
  const [before, entries] = await Promise.all([
    ledger.totalsByBusinessBefore(window.from, businessId),
    ledger.list({ ...(businessId === undefined ? {} : { businessId }), from: window.from, to: window.to }),
  ]);
  const purchaseIds = [...new Set(entries.flatMap((entry) => (entry.purchaseId === null ? [] : [entry.purchaseId])))];
  return { before, entries, dealTitles: await ledger.dealTitlesOfPurchases(purchaseIds) };
}

/**
 * Each business's statement of the ISO week in its own time zone, from data of a window that holds
 * every one of their weeks: a business's opening balance is its sums before the window plus what fell
 * between the window's start and its own Monday.
 */
function statementsFrom(businesses: readonly Business[], isoWeek: string, data: WeekData): Statement[] {
  const byBusiness = new Map<number, LedgerEntry[]>();
  for (const entry of data.entries) byBusiness.set(entry.businessId, [...(byBusiness.get(entry.businessId) ?? []), entry]);
  return businesses.map((business) => {
    const week = statementWeek(isoWeek, business.timeZone);
    const own = byBusiness.get(business.id) ?? [];
    const opening: Partial<Record<LedgerEntryKind, number>> = { ...(data.before.get(business.id) ?? {}) };
    for (const entry of own) if (entry.occurredAt < week.from) opening[entry.kind] = (opening[entry.kind] ?? 0) + entry.amountCents;
    return buildStatement({
      businessId: business.id,
      businessName: business.name,
      week,
      before: opening,
      entries: own.filter((entry) => entry.occurredAt >= week.from && entry.occurredAt < week.to),
      dealTitles: data.dealTitles,
    });
  });
}

/**
 * The statements of one ISO week for some businesses, each in its own time zone, from two ledger
 * queries (and one for deal titles) whatever their number: the window runs from the earliest of
 * their Mondays to the latest of the next ones (zones run from UTC-12 to UTC+14, so it spans at most
 * a little over nine days).
 */
export async function statementsOfWeek(ports: LedgerPorts, businesses: readonly Business[], isoWeek: string): Promise<Statement[]> {
  if (businesses.length === 0) return [];
  const weeks = businesses.map((business) => statementWeek(isoWeek, business.timeZone));
  const window = { from: new Date(Math.min(...weeks.map((week) => week.from.getTime()))), to: new Date(Math.max(...weeks.map((week) => week.to.getTime()))) };
  const data = await weekData(ports.ledger, window, businesses.length === 1 ? businesses[0]?.id : undefined);
  return statementsFrom(businesses, isoWeek, data);
}

/** The span that holds the ISO week in every time zone: from its Monday at UTC+14 to the next Monday at UTC-12. */
function everyZonesWeek(isoWeek: string): { from: Date; to: Date } {
  return { from: statementWeek(isoWeek, 'Etc/GMT-14').from, to: statementWeek(isoWeek, 'Etc/GMT+12').to };
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
    const { businessId } = requireBusinessOwner(actor);
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
    const { businessId } = requireBusinessOwner(actor);
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
    // Whoever had entries before or during the span: the only businesses with something to say.
    const data = await weekData(this.deps.ledger, everyZonesWeek(isoWeek));
    const ids = new Set([...data.before.keys(), ...data.entries.map((entry) => entry.businessId)]);
    const businesses = await this.deps.businesses.findByIds([...ids]);
    return statementsFrom(businesses, isoWeek, data).filter(statementHasContent);
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
