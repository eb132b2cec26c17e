import type { AccountRef } from '../../accounts/domain/account-ref.js';
import { requireTill, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { calendarDate } from '../../deals/domain/deal-defaults.js';
import { dayWindow } from '../../ledger/domain/statement-week.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Cents } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Purchase } from '../domain/purchase.js';
import { savingsCents, undoError, withinUndoWindow, type Redemption } from '../domain/redemption.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';
import type { RedemptionLogEntry, RedemptionRepository } from '../ports/redemption.repository.port.js';
import type { RedemptionsQuery } from '../schemas/till.schema.js';
import { tillAccount } from './till.js';

export function redemptionNotFound(): NotFoundError {
  return new NotFoundError('redemption.not_found', 'No such redemption at this business.');
}

/** An undone use: the purchase with its use back, and the undo line. */
export interface UndoneRedemption {
  purchase: Purchase;
  undo: Redemption;
}

/**
 * Undoes a redemption at the till (DESIGN.md 10.6): within 10 minutes, once, with a reason, by any
 * member of the business (owner, manager or cashier: whoever stands at the till may correct it,
 * including a colleague's mistake). The use returns to the customer and the log keeps both lines,
 * in one atomic statement. A line of another business is "not found".
 */
export class UndoRedemption {
  constructor(private readonly deps: { purchases: PurchaseRepository; redemptions: RedemptionRepository; clock: Clock }) {}

  async execute(actor: Actor, redemptionId: number, reason: string): Promise<UndoneRedemption> {
    const member = requireTill(actor);
    const now = this.deps.clock.now();
    const undone = await this.deps.purchases.undoOnce({ redemptionId, businessId: member.businessId, at: now, by: tillAccount(actor), reason });
    if (undone) return undone;
    // Nothing changed: the fresh rows say why.
    const line = await this.deps.redemptions.findById(redemptionId);
    if (!line || line.businessId !== member.businessId) throw redemptionNotFound();
    const refusal = line.undoRefusal(now, (await this.deps.redemptions.findUndoOf(line.id)) !== null);
    if (refusal) throw undoError(refusal);
    const purchase = await this.deps.purchases.findById(line.purchaseId);
    throw undoError(purchase?.status === 'refunded' ? 'refunded' : 'already_undone');
  }
}

/** A line of the Redemptions list, with what the till may still do with it. */
export interface RedemptionsListLine extends RedemptionLogEntry {
  /** The saving on the recorded bill (null without a bill, or for a free-item deal). */
  savingsCents: Cents | null;
  /** Still undoable now (redeem line, not undone, inside the window). */
  undoable: boolean;
}

export interface RedemptionsList {
  day: string;
  timeZone: string;
  page: number;
  pageSize: number;
  total: number;
  lines: RedemptionsListLine[];
}

export const REDEMPTIONS_PAGE_SIZE = 50;
/** The CSV of a day holds at most this many lines (a till's busiest day is far below it). */
export const REDEMPTIONS_CSV_MAX_LINES = 5_000;

/**
 * The Redemptions list of one day on the business's calendar (newest first): owner and managers
 * see every line and may filter by location and person; a cashier sees only the lines they
 * redeemed, whatever the filter asks.
 */
export class ListRedemptions {
  constructor(private readonly deps: { redemptions: RedemptionRepository; businesses: BusinessRepository; clock: Clock }) {}

  async execute(actor: Actor, query: RedemptionsQuery, pageSize = REDEMPTIONS_PAGE_SIZE): Promise<RedemptionsList> {
    const member = requireTill(actor);
    const business = await this.deps.businesses.findById(member.businessId);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    const now = this.deps.clock.now();
    const day = query.day ?? calendarDate(now, business.timeZone);
    const page = query.page ?? 1;
    const window = dayWindow(day, business.timeZone);
    const redeemedBy: AccountRef | null =
      member.teamRole === 'cashier'
        ? tillAccount(actor)
        : query.staffId === 'owner'
          ? { type: 'business', id: member.businessId }
          : query.staffId === undefined
            ? null
            : { type: 'staff', id: query.staffId };
    const found = await this.deps.redemptions.listForBusiness({
      businessId: member.businessId,
      ...window,
      locationId: query.locationId ?? null,
      redeemedBy,
      page,
      pageSize,
    });
    return {
      day,
      timeZone: business.timeZone,
      page,
      pageSize,
      total: found.total,
      lines: found.entries.map((entry) => ({
        ...entry,
        savingsCents: savingsCents(entry.billCents, entry.discountPercent),
        undoable: entry.undo === null && withinUndoWindow(entry.redeemedAt, now),
      })),
    };
  }
}
