import type { AccountRef } from '../../accounts/domain/account-ref.js';
import type { Cents } from '../../shared/domain/money.js';
import type { NewRedemption, Redemption, RedemptionChannel } from '../domain/redemption.js';

/**
 * Which redeem lines of a business to list: those made in [from, to), optionally at one location
 * and by one account (a staff member, or the business's owner login).
 */
export interface RedemptionLogQuery {
  businessId: number;
  from: Date;
  to: Date;
  locationId?: number | null | undefined;
  redeemedBy?: AccountRef | null | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Who did something at the till, with the name the list shows (a staff member's name or email; null for the owner and the customer). */
export interface TillPerson {
  account: AccountRef;
  name: string | null;
}

/** A redeem line as the Redemptions list shows it, with the undo line that cancels it (if any). */
export interface RedemptionLogEntry {
  id: number;
  purchaseId: number;
  dealId: number;
  dealTitle: string;
  /** The purchase's discount, which the saving on the bill is computed from. */
  discountPercent: number;
  customerName: string | null;
  channel: RedemptionChannel;
  redeemedAt: Date;
  redeemedBy: TillPerson;
  location: { id: number; name: string } | null;
  billCents: Cents | null;
  undo: { id: number; at: Date; by: TillPerson; reason: string } | null;
}

export interface RedemptionLogPage {
  entries: RedemptionLogEntry[];
  /** Redeem lines matching the query, all pages. */
  total: number;
}

/** The redemption log: one row per use, and one per undo of a use. */
export interface RedemptionRepository {
  add(redemption: NewRedemption): Promise<Redemption>;
  findById(id: number): Promise<Redemption | null>;
  /** The undo line that cancels a redeem line, or null. */
  findUndoOf(redemptionId: number): Promise<Redemption | null>;
  /** Oldest first: redeem and undo lines alike. */
  listByPurchase(purchaseId: number): Promise<Redemption[]>;
  /** Redeem lines of the business not undone. */
  countByBusiness(businessId: number): Promise<number>;
  /** Newest first (time, then id), one page, with the total. */
  listForBusiness(query: RedemptionLogQuery): Promise<RedemptionLogPage>;
  /** The bills recorded with the customer's redeem lines not undone, by purchase id (purchases without one are left out). */
  recordedBillsByUser(userId: number): Promise<Map<number, Cents[]>>;
  /** The sum of the recorded bills of the business's redeem lines not undone: the revenue the platform brought in. */
  recordedBillsOfBusiness(businessId: number): Promise<Cents>;
}
