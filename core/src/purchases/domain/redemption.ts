import type { AccountRef } from '../../accounts/domain/account-ref.js';
import { ConflictError, ValidationError, type DomainError } from '../../shared/domain/domain-error.js';
import { formatUsd, percentOf, type Cents } from '../../shared/domain/money.js';

/** How a use was redeemed: by the customer in their profile, or by the business from a text code or a scanned QR code. */
export type RedemptionChannel = 'self' | 'text_code' | 'qr_code';

/**
 * A line of the log (DESIGN.md 10.6): `redeem` takes a use; `undo` gives one back and points at the
 * redeem line it cancels (`undoesId`), with the reason. The log keeps both lines.
 */
export type RedemptionKind = 'redeem' | 'undo';

/** A redemption can be undone this long after it was made, and no later (10 minutes, inclusive). */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** The highest bill total the till records: $100,000.00 (a typo guard, not a business rule). */
export const MAX_BILL_CENTS = 10_000_000;

export const UNDO_REASON_LENGTH = { min: 3, max: 200 } as const;

export const BILL_MESSAGE = `The bill total must be more than $0.00 and at most ${formatUsd(MAX_BILL_CENTS)}`;

export interface RedemptionProps {
  id: number;
  kind: RedemptionKind;
  purchaseId: number;
  dealId: number;
  businessId: number;
  userId: number;
  channel: RedemptionChannel;
  /** Who redeemed (or, on an undo line, who undid): the customer, the business's owner login or a staff member. */
  redeemedBy: AccountRef;
  /** When it happened (the undo's own time on an undo line). */
  redeemedAt: Date;
  /** Where: null for the customer's own redemption and for lines written before locations existed. */
  locationId: number | null;
  /** The bill total the till recorded with the redemption, when it did. */
  billCents: Cents | null;
  /** On an undo line: the redeem line it cancels. */
  undoesId: number | null;
  /** On an undo line: why. */
  reason: string | null;
}

export type NewRedemption = Omit<RedemptionProps, 'id'>;

/** The fields of a plain redeem line: no location, no bill (the demo data and older lines). */
export const REDEEM_LINE = { kind: 'redeem', locationId: null, billCents: null, undoesId: null, reason: null } as const satisfies Partial<RedemptionProps>;

/** Why a redemption cannot be undone now, or null when it can. */
export type UndoRefusal = 'not_a_redemption' | 'already_undone' | 'too_late' | 'refunded';

/** Whether a redeem line made at `redeemedAt` is still inside the undo window at `now` (10:00 exactly still is). */
export function withinUndoWindow(redeemedAt: Date, now: Date): boolean {
  return now.getTime() - redeemedAt.getTime() <= UNDO_WINDOW_MS;
}

/** The last instant a redemption made at `redeemedAt` can be undone. */
export function undoableUntil(redeemedAt: Date): Date {
  return new Date(redeemedAt.getTime() + UNDO_WINDOW_MS);
}

/** The earliest redemption time still undoable at `now`. */
export function undoWindowStart(now: Date): Date {
  return new Date(now.getTime() - UNDO_WINDOW_MS);
}

/**
 * What the customer saved on a redemption: what the deal's discount took off the recorded bill. Every
 * kind of deal (standard, slider, Cash to Discount) is bought for a discount percentage off the
 * bill, fixed on the purchase, so the saving is the bill × that percentage, rounded to the cent and
 * never more than the bill. A free-item deal (0%) and a redemption without a bill have no known saving.
 */
export function savingsCents(billCents: Cents | null, discountPercent: number): Cents | null {
  if (billCents === null || !(discountPercent > 0)) return null;
  const saved = percentOf(billCents, Math.min(discountPercent, 100));
  return saved > billCents ? billCents : saved;
}

/** What a purchase's recorded bills add up to, and what its discount saved on them (null when no saving is known: a free-item deal). */
export interface RecordedSavings {
  billCents: Cents;
  savedCents: Cents | null;
}

/** The recorded bills of one purchase's uses, totalled, with the saving of each (rounded per bill) summed. */
export function recordedSavings(bills: readonly Cents[], discountPercent: number): RecordedSavings {
  let billCents = 0;
  let savedCents: number | null = discountPercent > 0 ? 0 : null;
  for (const bill of bills) {
    billCents += bill;
    const saved = savingsCents(bill, discountPercent);
    if (savedCents !== null && saved !== null) savedCents += saved;
  }
  return { billCents: billCents as Cents, savedCents: savedCents as Cents | null };
}

/**
 * A bill total typed at the till, in cents: a whole, positive number up to {@link MAX_BILL_CENTS}.
 * @throws ValidationError `redemption.invalid_bill`.
 */
export function checkBillCents(billCents: number): Cents {
  if (!Number.isSafeInteger(billCents) || billCents <= 0 || billCents > MAX_BILL_CENTS) {
    throw new ValidationError(BILL_MESSAGE, [{ path: 'billCents', message: BILL_MESSAGE }], 'redemption.invalid_bill');
  }
  return billCents as Cents;
}

/** One line of the redemption log; written by the same statement as the purchase's update. */
export class Redemption {
  private constructor(private readonly props: RedemptionProps) {}

  static restore(props: RedemptionProps): Redemption {
    return new Redemption(clone(props));
  }

  get id(): number {
    return this.props.id;
  }
  get kind(): RedemptionKind {
    return this.props.kind;
  }
  get purchaseId(): number {
    return this.props.purchaseId;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get channel(): RedemptionChannel {
    return this.props.channel;
  }
  get redeemedAt(): Date {
    return this.props.redeemedAt;
  }
  get redeemedBy(): AccountRef {
    return { ...this.props.redeemedBy };
  }
  get locationId(): number | null {
    return this.props.locationId;
  }
  get billCents(): Cents | null {
    return this.props.billCents;
  }
  get undoesId(): number | null {
    return this.props.undoesId;
  }
  get reason(): string | null {
    return this.props.reason;
  }

  /**
   * Why this line cannot be undone at `now` (given whether an undo line already names it), in the
   * order the till needs to hear it; null when it can. The purchase's own state (refunded) is
   * checked by the repository's statement, which the caller reloads to explain.
   */
  undoRefusal(now: Date, undone: boolean): UndoRefusal | null {
    if (this.props.kind !== 'redeem') return 'not_a_redemption';
    if (undone) return 'already_undone';
    if (!withinUndoWindow(this.props.redeemedAt, now)) return 'too_late';
    return null;
  }

  toProps(): RedemptionProps {
    return clone(this.props);
  }
}

export function undoError(refusal: UndoRefusal): DomainError {
  switch (refusal) {
    case 'not_a_redemption':
      return new ConflictError('redemption.not_undoable', 'Only a redemption can be undone, not an undo.');
    case 'already_undone':
      return new ConflictError('redemption.already_undone', 'This redemption has already been undone.');
    case 'too_late':
      return new ConflictError('redemption.undo_too_late', 'Redemptions can only be undone within 10 minutes.');
    case 'refunded':
      return new ConflictError('redemption.purchase_refunded', 'This purchase was refunded; its redemption can no longer be undone.');
  }
}

function clone(props: RedemptionProps): RedemptionProps {
  return { ...props, redeemedBy: { ...props.redeemedBy }, redeemedAt: new Date(props.redeemedAt) };
}
