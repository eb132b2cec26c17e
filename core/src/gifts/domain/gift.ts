import { calendarDate } from '../../deals/domain/deal-defaults.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../shared/domain/domain-error.js';

/** How far ahead a gift's email may be scheduled, in days after the buyer's today. */
export const GIFT_MAX_DAYS_AHEAD = 90;
/** The longest personal message a gift carries. */
export const GIFT_MESSAGE_MAX_LENGTH = 500;
export const GIFT_SEND_ON_MESSAGE = `Choose a send date from today up to ${GIFT_MAX_DAYS_AHEAD} days ahead`;
export const GIFT_OWN_CLAIM_MESSAGE = 'You bought this gift: share the link with its recipient, they claim it into their own account.';
export const GIFT_ALREADY_CLAIMED_MESSAGE = 'This gift has been claimed already; it can no longer be changed.';
export const GIFT_LINK_INVALID_MESSAGE = 'This gift link is no longer valid. Ask the person who sent it for a new one.';

/** Who a gift is for: the name the email greets and the address it goes to. */
export interface GiftRecipient {
  name: string;
  email: string;
}

/** A recipient's earlier name and address, kept when the buyer reassigns the gift. */
export interface GiftReassignment extends GiftRecipient {
  at: Date;
}

/**
 * A purchase bought for someone else (issue 21, point 5). The buyer pays; the recipient gets an
 * email with a claim link on `sendOn` (the buyer's local date in `timeZone`) and claims the
 * purchase into their own account. Only the SHA-256 hash of the link's token is stored (null until
 * the first email), and every new email replaces it, so an older link stops working. `revision`
 * grows with every change: a save names the revision it read, so two concurrent changes (two
 * claims, a claim and a resend) never both win.
 */
export interface GiftProps {
  id: number;
  purchaseId: number;
  buyerId: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** YYYY-MM-DD, in `timeZone`. */
  sendOn: string;
  timeZone: string;
  tokenHash: string | null;
  /** How many claim emails were written; names each email's dedupe key. */
  emailsSent: number;
  sentAt: Date | null;
  claimedBy: number | null;
  claimedAt: Date | null;
  reassigned: GiftReassignment[];
  revision: number;
  createdAt: Date;
}

export type NewGift = Omit<GiftProps, 'id'>;

/** Where a gift stands for its buyer. */
export type GiftState = 'scheduled' | 'sent' | 'claimed';

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function sendOnError(): ValidationError {
  return new ValidationError(GIFT_SEND_ON_MESSAGE, [{ path: 'sendOn', message: GIFT_SEND_ON_MESSAGE }], 'gift.send_on');
}

function alreadyClaimed(): ConflictError {
  return new ConflictError('gift.already_claimed', GIFT_ALREADY_CLAIMED_MESSAGE);
}

export class Gift {
  private constructor(private props: GiftProps) {}

  /**
   * A new, unsent gift of a purchase.
   * @throws ValidationError `gift.send_on` when `sendOn` is before the buyer's today or more than
   * {@link GIFT_MAX_DAYS_AHEAD} days after it (today in `timeZone`).
   */
  static create(input: { purchaseId: number; buyerId: number; recipient: GiftRecipient; message: string; sendOn: string; timeZone: string; now: Date }): NewGift {
    Gift.checkSendOn(input.sendOn, input.timeZone, input.now);
    return {
      purchaseId: input.purchaseId,
      buyerId: input.buyerId,
      recipientName: input.recipient.name,
      recipientEmail: input.recipient.email,
      message: input.message,
      sendOn: input.sendOn,
      timeZone: input.timeZone,
      tokenHash: null,
      emailsSent: 0,
      sentAt: null,
      claimedBy: null,
      claimedAt: null,
      reassigned: [],
      revision: 0,
      createdAt: new Date(input.now),
    };
  }

  /** @throws ValidationError `gift.send_on` unless `sendOn` is from today up to {@link GIFT_MAX_DAYS_AHEAD} days ahead in `timeZone`. */
  static checkSendOn(sendOn: string, timeZone: string, now: Date): void {
    const today = calendarDate(now, timeZone);
    if (sendOn < today || sendOn > addDays(today, GIFT_MAX_DAYS_AHEAD)) throw sendOnError();
  }

  static restore(props: GiftProps): Gift {
    return new Gift(clone(props));
  }

  get id(): number {
    return this.props.id;
  }
  get purchaseId(): number {
    return this.props.purchaseId;
  }
  get buyerId(): number {
    return this.props.buyerId;
  }
  get recipient(): GiftRecipient {
    return { name: this.props.recipientName, email: this.props.recipientEmail };
  }
  get claimed(): boolean {
    return this.props.claimedAt !== null;
  }
  get revision(): number {
    return this.props.revision;
  }
  get state(): GiftState {
    if (this.claimed) return 'claimed';
    return this.props.sentAt ? 'sent' : 'scheduled';
  }

  /** Its send date has come in the buyer's time zone. */
  isDue(now: Date): boolean {
    return calendarDate(now, this.props.timeZone) >= this.props.sendOn;
  }

  /**
   * A claim email goes out with a new link: the earlier link (if any) stops working.
   * @returns the email's number, for its dedupe key.
   * @throws ConflictError `gift.already_claimed`.
   */
  send(tokenHash: string, now: Date): number {
    if (this.claimed) throw alreadyClaimed();
    this.props.tokenHash = tokenHash;
    this.props.sentAt = new Date(now);
    this.props.emailsSent += 1;
    this.props.revision += 1;
    return this.props.emailsSent;
  }

  /**
   * The buyer gives it to someone else: the earlier recipient's link stops working, and the caller
   * sends a new one when the gift is due.
   * @throws ConflictError `gift.already_claimed`.
   */
  reassign(recipient: GiftRecipient, now: Date): void {
    if (this.claimed) throw alreadyClaimed();
    this.props.reassigned.push({ name: this.props.recipientName, email: this.props.recipientEmail, at: new Date(now) });
    this.props.recipientName = recipient.name;
    this.props.recipientEmail = recipient.email;
    this.props.tokenHash = null;
    this.props.revision += 1;
  }

  /**
   * The recipient takes it into their account. The link stays known, to say it was claimed (and when).
   * @throws ForbiddenError `gift.own_gift` for the buyer, ConflictError `gift.already_claimed`.
   */
  claim(userId: number, now: Date): void {
    if (this.claimed) throw alreadyClaimed();
    if (userId === this.props.buyerId) throw new ForbiddenError('gift.own_gift', GIFT_OWN_CLAIM_MESSAGE);
    this.props.claimedBy = userId;
    this.props.claimedAt = new Date(now);
    this.props.revision += 1;
  }

  toProps(): GiftProps {
    return clone(this.props);
  }
}

function clone(props: GiftProps): GiftProps {
  return {
    ...props,
    sentAt: props.sentAt ? new Date(props.sentAt) : null,
    claimedAt: props.claimedAt ? new Date(props.claimedAt) : null,
    createdAt: new Date(props.createdAt),
    reassigned: props.reassigned.map((entry) => ({ ...entry, at: new Date(entry.at) })),
  };
}

const giftDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Jan 5, 2026": the day a gift was claimed, as My Deals says it (UTC). */
export function formatGiftDate(instant: Date): string {
  return giftDateFormat.format(instant);
}

/** What the buyer's My Deals says of a gift: "Gift for Ana · not claimed yet" or "Gifted to Ana, claimed on Jan 5, 2026". */
export function giftLabel(gift: Gift): string {
  const { recipientName, claimedAt } = gift.toProps();
  return claimedAt ? `Gifted to ${recipientName}, claimed on ${formatGiftDate(claimedAt)}` : `Gift for ${recipientName} · not claimed yet`;
}
