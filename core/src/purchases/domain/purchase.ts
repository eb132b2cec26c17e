import type { CheckoutQuote } from '../../deals/domain/checkout-pricing.js';
import { splitRevenue } from '../../fees/domain/revenue-split.js';
import { ConflictError, GoneError } from '../../shared/domain/domain-error.js';
import { subtractCents, type Cents } from '../../shared/domain/money.js';

/** pending: payment started; completed: paid, code issued; refunded: money returned, code void. */
export type PurchaseStatus = 'pending' | 'completed' | 'refunded';

/** The only status whose code can be redeemed. */
export const REDEEMABLE_STATUS = 'completed' satisfies PurchaseStatus;

export type DisplayStatus = 'Active' | 'Redeemed' | 'Expired' | 'Refunded';

export interface PurchaseProps {
  id: number;
  userId: number;
  dealId: number;
  businessId: number;
  stripePaymentId: string | null;
  stripePaymentIntentId: string;
  amountCents: Cents;
  priceCents: Cents;
  discountPercent: number;
  /** How many times the code may be redeemed. */
  redemptions: number;
  redemptionsUsed: number;
  status: PurchaseStatus;
  qrCode: string;
  textCode: string;
  /**
   * The key of the live pass's HMAC (live-pass.ts): 256 random bits, base64url. Only the owning
   * customer's own purchase answers carry it; it never goes to a business, a log or an email.
   */
  passSecret: string;
  /**
   * All allowed redemptions used. Stored for readers of the table, never trusted: restore derives
   * it from the uses (rows written before DESIGN.md 10.3 set it after the first of several uses).
   */
  redeemed: boolean;
  /** The time of the last use. */
  redeemedAt: Date | null;
  customPriceCents: Cents | null;
  customDiscount: number | null;
  customRedemptions: number | null;
  purchaseDate: Date;
  /** The deal's end date at the time of purchase. */
  expiryDate: Date | null;
  platformFeeCents: Cents;
  businessShareCents: Cents;
  createdAt: Date;
}

export type NewPurchase = Omit<PurchaseProps, 'id'>;

/** What a paid checkout brings to a new purchase. */
export interface PurchaseIssue {
  userId: number;
  deal: { id: number; businessId: number; endDate: Date };
  /** What the deal's rules charge for the request; the payment must be for exactly this amount. */
  quote: CheckoutQuote;
  payment: {
    intentId: string;
    chargeId: string | null;
    amountCents: Cents;
    /** The fee the provider already took for the platform, when the charge went to the business. */
    applicationFeeCents: Cents | null;
  };
  codes: { textCode: string; qrCode: string; passSecret: string };
  /** The money is back already (refund or dispute before the purchase was recorded). */
  voided: boolean;
  now: Date;
}

/** Why a code cannot be redeemed now, or null when it can. */
export type RedeemRefusal = 'refunded' | 'not_paid' | 'expired' | 'used_up';

export interface PurchaseStanding {
  refunded: boolean;
  usesLeft: number;
  expiryDate: Date | null;
}

/**
 * DESIGN.md 10.3: Active while uses are left and it has neither expired nor been refunded;
 * Redeemed only when every use is spent; Expired past expiryDate (or else the deal's endDate).
 */
export function purchaseDisplayStatus(purchase: PurchaseStanding, now: Date, dealEndDate?: Date | null): DisplayStatus {
  if (purchase.refunded) return 'Refunded';
  if (purchase.usesLeft <= 0) return 'Redeemed';
  const expiry = purchase.expiryDate ?? dealEndDate ?? null;
  if (expiry && expiry.getTime() < now.getTime()) return 'Expired';
  return 'Active';
}

/** "2 of 3 uses left", or, once every use is spent, "No uses left (3 of 3 used)": every view says it so. */
export function usesLeftText({ usesLeft, redemptions }: { usesLeft: number; redemptions: number }): string {
  if (usesLeft <= 0) return `No uses left (${redemptions} of ${redemptions} used)`;
  return `${usesLeft} of ${redemptions} ${redemptions === 1 ? 'use' : 'uses'} left`;
}

/** "42" → "000042", as the purchase success screen shows ids. */
export function formatPurchaseId(id: number): string {
  return String(id).padStart(6, '0');
}

export class Purchase {
  private constructor(private props: PurchaseProps) {}

  /**
   * A paid purchase with its codes: as many uses as the quote, none used, valid until the deal
   * ends, the amount split between platform and business. A voided one is kept as refunded so it
   * is never redeemable.
   * @throws RangeError when the payment is not for the quoted amount.
   */
  static issue(issue: PurchaseIssue): NewPurchase {
    const { quote, payment, now } = issue;
    if (payment.amountCents !== quote.amountCents) {
      throw new RangeError(`Paid ${payment.amountCents} cents for a quote of ${quote.amountCents}`);
    }
    const platformFeeCents = payment.applicationFeeCents ?? splitRevenue(payment.amountCents).platformFeeCents;
    return {
      userId: issue.userId,
      dealId: issue.deal.id,
      businessId: issue.deal.businessId,
      stripePaymentId: payment.chargeId,
      stripePaymentIntentId: payment.intentId,
      amountCents: payment.amountCents,
      priceCents: quote.unitPriceCents,
      discountPercent: quote.discountPercent,
      redemptions: quote.redemptions,
      redemptionsUsed: 0,
      status: issue.voided ? 'refunded' : REDEEMABLE_STATUS,
      qrCode: issue.codes.qrCode,
      textCode: issue.codes.textCode,
      passSecret: issue.codes.passSecret,
      redeemed: false,
      redeemedAt: null,
      customPriceCents: quote.isCustom ? quote.unitPriceCents : null,
      customDiscount: quote.isCustom ? quote.discountPercent : null,
      customRedemptions: quote.isCustom ? quote.redemptions : null,
      purchaseDate: new Date(now),
      expiryDate: new Date(issue.deal.endDate),
      platformFeeCents,
      businessShareCents: subtractCents(payment.amountCents, platformFeeCents),
      createdAt: new Date(now),
    };
  }

  static restore(props: PurchaseProps): Purchase {
    return new Purchase(clone(props));
  }

  get id(): number {
    return this.props.id;
  }
  get userId(): number {
    return this.props.userId;
  }
  get dealId(): number {
    return this.props.dealId;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get status(): PurchaseStatus {
    return this.props.status;
  }
  get redemptions(): number {
    return this.props.redemptions;
  }
  get redemptionsUsed(): number {
    return this.props.redemptionsUsed;
  }
  get usesLeft(): number {
    return Math.max(0, this.props.redemptions - this.props.redemptionsUsed);
  }
  /** Every use spent. */
  get redeemed(): boolean {
    return this.usesLeft === 0;
  }
  get expiryDate(): Date | null {
    return this.props.expiryDate;
  }
  get stripePaymentIntentId(): string {
    return this.props.stripePaymentIntentId;
  }

  displayStatus(now: Date): DisplayStatus {
    return purchaseDisplayStatus({ refunded: this.props.status === 'refunded', usesLeft: this.usesLeft, expiryDate: this.props.expiryDate }, now);
  }

  isExpired(now: Date): boolean {
    return this.props.expiryDate !== null && this.props.expiryDate.getTime() < now.getTime();
  }

  /** The first rule that stops a redemption now, checked in the order a shop assistant needs to hear it. */
  redeemRefusal(now: Date): RedeemRefusal | null {
    if (this.props.status === 'refunded') return 'refunded';
    if (this.props.status !== REDEEMABLE_STATUS) return 'not_paid';
    if (this.usesLeft === 0) return 'used_up';
    if (this.isExpired(now)) return 'expired';
    return null;
  }

  /**
   * Uses one redemption when {@link redeemRefusal} allows it. This is the redeem rule: the
   * in-memory adapter runs it inside its atomic step, the SQL adapter's conditional update is
   * built from {@link REDEEMABLE_STATUS} and the same uses-left and expiry conditions.
   * @returns why nothing was used, or null when one use was taken.
   */
  redeem(now: Date): RedeemRefusal | null {
    const refusal = this.redeemRefusal(now);
    if (refusal) return refusal;
    this.props.redemptionsUsed += 1;
    this.props.redeemedAt = new Date(now);
    this.props.redeemed = this.redeemed;
    return null;
  }

  /**
   * Gives one use back (the undo of a redemption, DESIGN.md 10.6): only a completed purchase with
   * a use spent. `previousUseAt` is the time of the last use still standing, or null.
   * @returns false when nothing was given back (refunded, unpaid or no use spent).
   */
  returnUse(previousUseAt: Date | null): boolean {
    if (this.props.status !== REDEEMABLE_STATUS || this.props.redemptionsUsed === 0) return false;
    this.props.redemptionsUsed -= 1;
    this.props.redeemedAt = previousUseAt ? new Date(previousUseAt) : null;
    this.props.redeemed = this.redeemed;
    return true;
  }

  /** Paid, not refunded, no use spent and not expired: it may still be given to someone else. */
  isGiftable(now: Date): boolean {
    return this.props.status === REDEEMABLE_STATUS && this.props.redemptionsUsed === 0 && !this.isExpired(now);
  }

  /**
   * Gives the purchase to `userId` with new codes (a gift given or claimed): whatever code, QR or
   * live pass an earlier holder kept stops working.
   */
  handOver(userId: number, codes: { textCode: string; qrCode: string; passSecret: string }): void {
    this.props.userId = userId;
    this.props.textCode = codes.textCode;
    this.props.qrCode = codes.qrCode;
    this.props.passSecret = codes.passSecret;
  }

  /** @returns false when it was refunded already. */
  refund(): boolean {
    if (this.props.status === 'refunded') return false;
    this.props.status = 'refunded';
    return true;
  }

  toProps(): PurchaseProps {
    return clone(this.props);
  }
}

export function redeemError(refusal: RedeemRefusal): Error {
  switch (refusal) {
    case 'refunded':
      return new GoneError('purchase.refunded', 'This purchase was refunded; its code can no longer be redeemed.');
    case 'not_paid':
      return new ConflictError('purchase.not_paid', 'This purchase has not been paid yet.');
    case 'used_up':
      return new ConflictError('purchase.already_redeemed', 'This code has already been redeemed.');
    case 'expired':
      return new GoneError('purchase.expired', 'This deal has expired; the code can no longer be redeemed.');
  }
}

function clone(props: PurchaseProps): PurchaseProps {
  return {
    ...props,
    redeemed: props.redemptionsUsed >= props.redemptions,
    redeemedAt: props.redeemedAt ? new Date(props.redeemedAt) : null,
    purchaseDate: new Date(props.purchaseDate),
    expiryDate: props.expiryDate ? new Date(props.expiryDate) : null,
    createdAt: new Date(props.createdAt),
  };
}
