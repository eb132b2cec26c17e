import type { AccountRef } from '../../accounts/domain/account-ref.js';
import type { Redemption, RedemptionChannel } from '../domain/redemption.js';
import type { Cents } from '../../shared/domain/money.js';
import type { NewPurchase, Purchase } from '../domain/purchase.js';

export type RedemptionCode = { kind: 'text'; value: string } | { kind: 'qr'; value: string };

/**
 * A business's figures. Sales, revenue and shares count completed purchases (refunded ones are
 * counted in `refunds` instead); `redemptions` counts every use redeemed at the shop, including
 * uses of a purchase refunded afterwards, since the discount was given.
 */
export interface BusinessSalesFigures {
  sales: number;
  /** The sum of the purchases' amounts. */
  revenueCents: Cents;
  businessShareCents: Cents;
  platformFeeCents: Cents;
  /** Uses redeemed so far (a purchase with several redemptions counts each use). */
  redemptions: number;
  refunds: number;
  /** Per UTC day of purchase, oldest first, only days with sales. */
  daily: { day: string; sales: number; revenueCents: Cents; businessShareCents: Cents }[];
}

/**
 * The platform's figures over every business, by the rules of {@link BusinessSalesFigures}:
 * completed purchases count as sales, refunded ones as refunds, every redeemed use as a redemption.
 */
export interface PlatformSalesFigures {
  sales: number;
  /** The sum of the completed purchases' amounts. */
  grossSalesCents: Cents;
  businessShareCents: Cents;
  platformFeeCents: Cents;
  redemptions: number;
  refunds: number;
}

/** Who redeems a use, how, when, where, and on what bill. */
export interface RedemptionUse {
  at: Date;
  by: AccountRef;
  channel: RedemptionChannel;
  /** The business location of the till (checked by the caller to be the purchase's business's); null or absent for none. */
  locationId?: number | null;
  /** The bill total recorded with the use (checked by the caller). */
  billCents?: Cents | null;
  /**
   * The customer redeeming their own purchase: the use is taken only when the purchase is theirs to
   * use, as {@link PurchaseRepository.findUsableBy} decides (theirs, and not a gift held for its
   * recipient), checked in the same statement. Absent at a till and for the operator.
   */
  usableBy?: number;
}

/** A use taken: the purchase after it and its log line. */
export interface RedeemedUse {
  purchase: Purchase;
  redemption: Redemption;
}

/** Who undoes which redemption line, when and why. */
export interface UndoUse {
  redemptionId: number;
  /** Only a line of this business is undone (a line of another business is left alone: null). */
  businessId: number;
  at: Date;
  by: AccountRef;
  reason: string;
}

/** A use given back: the purchase after it and the undo line. */
export interface UndoneUse {
  purchase: Purchase;
  undo: Redemption;
}

/** One expiry reminder to write: what its email needs. */
export interface ExpiryReminderDue {
  purchaseId: number;
  userId: number;
  customerEmail: string;
  dealTitle: string;
  businessName: string;
  usesLeft: number;
  redemptions: number;
  expiresAt: Date;
  textCode: string;
}

/**
 * Which purchases are due one reminder: completed, with uses left, expiring after `expiringAfter`
 * and at or before `expiringBy`, bought at least `leadSeconds` before they expire (a reminder
 * "7 days before" is not sent to a purchase made 3 days before its expiry), of an enabled
 * customer account whose `expiryReminders` switch is on (`remindersByDefault` without a saved choice).
 */
export interface ExpiryReminderWindow {
  expiringAfter: Date;
  expiringBy: Date;
  leadSeconds: number;
  remindersByDefault: boolean;
  /**
   * Leaves out purchases whose reminder (the outbox email `${unwrittenKeyPrefix}${purchaseId}`) is
   * written already, so an hourly run renders only new ones. Only a saving: between runs at the same
   * time, the outbox's unique dedupe key still decides which one writes it.
   */
  unwrittenKeyPrefix: string;
}

/** A business's figures of one week for its summary email, in integer cents. */
export interface WeeklyBusinessFigures {
  businessId: number;
  businessName: string;
  businessEmail: string;
  /** Completed purchases made in the week. */
  sales: number;
  grossCents: Cents;
  businessShareCents: Cents;
  /** Uses redeemed in the week (of purchases made any time). */
  redemptions: number;
  /** The deals that sold most in the week, most sales first (then the higher gross, then the lower id). */
  topDeals: { dealId: number; title: string; sales: number; grossCents: Cents }[];
}

/**
 * The week of a summary, [from, to), and which businesses get one: verified, enabled, whose
 * `weeklySummary` switch is on (`summaryByDefault` without a saved choice).
 */
export interface WeeklySummaryQuery {
  from: Date;
  to: Date;
  summaryByDefault: boolean;
  topDeals: number;
}

/** {@link PurchaseRepository.recordingState}. */
export interface RecordingState {
  recorded: Purchase | null;
  usesHeld: number;
}

export interface PurchaseRepository {
  findById(id: number): Promise<Purchase | null>;
  /**
   * The purchase if `userId` may use it: theirs, and not a gift they bought that its recipient has
   * not claimed yet (held for the recipient only). Null otherwise, as for an unknown id. One read,
   * where the purchase and its gift would be two.
   */
  findUsableBy(id: number, userId: number): Promise<Purchase | null>;
  findByPaymentIntentId(paymentIntentId: string): Promise<Purchase | null>;
  findByCode(code: RedemptionCode): Promise<Purchase | null>;
  /** Newest first. */
  listByUser(userId: number): Promise<Purchase[]>;
  /**
   * The uses the user holds for the deal (DESIGN.md 10.3): the redemptions of their completed
   * purchases of it, spent or not, summed; refunded and unpaid purchases do not count.
   */
  usesHeldByUserForDeal(userId: number, dealId: number): Promise<number>;
  /**
   * What recording a payment checks under its per-customer-and-deal lock, in one read: the purchase
   * recorded for the payment intent already (the browser or the webhook was first), else null, and
   * the uses the customer holds of the deal, as {@link usesHeldByUserForDeal} counts them.
   */
  recordingState(paymentIntentId: string, userId: number, dealId: number): Promise<RecordingState>;
  /**
   * @throws ConflictError `purchase.duplicate_payment` when the payment intent is recorded already,
   * `purchase.duplicate_code` when a generated code collides (the caller retries with new codes).
   */
  add(purchase: NewPurchase): Promise<Purchase>;
  /** @throws NotFoundError when the id is unknown. */
  save(purchase: Purchase): Promise<void>;
  /**
   * Uses one redemption and writes its line in the redemption log as ONE atomic statement (a
   * conditional update and the insert it feeds): only when the purchase is completed, has uses
   * left and is not expired at `use.at` (and, with `use.usableBy`, is that customer's to use). Safe under concurrent calls from many processes, and
   * needs no transaction around it: either both happen or neither.
   * @returns the updated purchase, or null when the condition did not hold (the caller reloads to say why).
   */
  redeemOnce(purchaseId: number, use: RedemptionUse): Promise<RedeemedUse | null>;
  /**
   * Undoes a redeem line (DESIGN.md 10.6) as ONE atomic statement: gives the use back to the
   * purchase (uses used - 1, not redeemed, last use time = the latest use still standing) and
   * writes the undo line naming it, only when the line is a redeem of `undo.businessId`, made no
   * more than the undo window (UNDO_WINDOW_MS, 10 minutes) before `undo.at`, not undone yet, and its purchase is
   * completed. It cannot race a redeem (both update the purchase row) nor a second undo (the
   * redemption log allows one undo line per redeem line: the loser's statement fails as a whole).
   * @returns null when a condition did not hold (the caller reloads to say why).
   * @throws ConflictError `redemption.already_undone` when a concurrent undo of the same line won.
   */
  undoOnce(undo: UndoUse): Promise<UndoneUse | null>;
  salesFigures(businessId: number): Promise<BusinessSalesFigures>;
  /** One aggregate statement over every purchase. */
  platformFigures(): Promise<PlatformSalesFigures>;
  /** The reminders due in the window, soonest expiry first (one statement). */
  expiryRemindersDue(window: ExpiryReminderWindow): Promise<ExpiryReminderDue[]>;
  /** Every summarised business's figures of the week, by business id (one statement for the totals, one for the top deals). */
  weeklyFigures(query: WeeklySummaryQuery): Promise<WeeklyBusinessFigures[]>;
}
