import type { Cents } from '../../shared/domain/money.js';
import { ConflictError, GoneError } from '../../shared/domain/domain-error.js';

/** pending: payment started; completed: paid, code issued; refunded: money returned, code void. */
export type PurchaseStatus = 'pending' | 'completed' | 'refunded';

export type DisplayStatus = 'Active' | 'Redeemed' | 'Expired';

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
  /** All allowed redemptions used. */
  redeemed: boolean;
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

/** Why a code cannot be redeemed now, or null when it can. */
export type RedeemRefusal = 'refunded' | 'not_paid' | 'expired' | 'used_up';

/** Customer-side section 4: Redeemed when the flag or redeemedAt is set, else Expired past expiry, else Active. */
export function purchaseDisplayStatus(
  purchase: { redeemed: boolean; redeemedAt: Date | null; expiryDate: Date | null },
  now: Date,
  dealEndDate?: Date | null,
): DisplayStatus {
  if (purchase.redeemed || purchase.redeemedAt) return 'Redeemed';
  const expiry = purchase.expiryDate ?? dealEndDate ?? null;
  if (expiry && expiry.getTime() < now.getTime()) return 'Expired';
  return 'Active';
}

/** "42" → "000042", as the purchase success screen shows ids. */
export function formatPurchaseId(id: number): string {
  return String(id).padStart(6, '0');
}

export class Purchase {
  private constructor(private props: PurchaseProps) {}

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
  get redeemed(): boolean {
    return this.props.redeemed;
  }
  get expiryDate(): Date | null {
    return this.props.expiryDate;
  }
  get stripePaymentIntentId(): string {
    return this.props.stripePaymentIntentId;
  }

  displayStatus(now: Date): DisplayStatus {
    return purchaseDisplayStatus(this.props, now);
  }

  isExpired(now: Date): boolean {
    return this.props.expiryDate !== null && this.props.expiryDate.getTime() < now.getTime();
  }

  /** The first rule that stops a redemption now, checked in the order a shop assistant needs to hear it. */
  redeemRefusal(now: Date): RedeemRefusal | null {
    if (this.props.status === 'refunded') return 'refunded';
    if (this.props.status !== 'completed') return 'not_paid';
    if (this.usesLeft === 0) return 'used_up';
    if (this.isExpired(now)) return 'expired';
    return null;
  }

  /**
   * Uses one redemption. Adapters perform the same check-and-set as one atomic conditional
   * update; this method is the rule they mirror and what in-process callers use.
   */
  redeem(now: Date): void {
    const refusal = this.redeemRefusal(now);
    if (refusal) throw redeemError(refusal);
    this.props.redemptionsUsed += 1;
    this.props.redeemedAt = now;
    this.props.redeemed = this.props.redemptionsUsed >= this.props.redemptions;
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
    redeemedAt: props.redeemedAt ? new Date(props.redeemedAt) : null,
    purchaseDate: new Date(props.purchaseDate),
    expiryDate: props.expiryDate ? new Date(props.expiryDate) : null,
    createdAt: new Date(props.createdAt),
  };
}
