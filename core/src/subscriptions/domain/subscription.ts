import { cents } from '../../shared/domain/money.js';
import { PAYMENT_GRACE_DAYS, RENEWAL_MARGIN_DAYS, daysAfter } from './listing.js';

/** $25.00 a month, business-side section 9. */
export const SUBSCRIPTION_MONTHLY_PRICE_CENTS = cents(2500);

/** The provider's statuses (Stripe's): active, trialing, incomplete, incomplete_expired, past_due, canceled, unpaid, paused. */
export type SubscriptionStatus = string;

export interface SubscriptionProps {
  id: number;
  businessId: number;
  stripeSubscriptionId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Cancelled by the business: it ends at the current period's end instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /**
   * When a payment was first seen failing (status past_due or unpaid): the grace period runs from
   * here. Cleared once the subscription is paid up again.
   */
  paymentFailedAt: Date | null;
  createdAt: Date;
}

/** What the provider says about a subscription, as SyncSubscription applies it. */
export interface SubscriptionChange {
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type NewSubscription = Omit<SubscriptionProps, 'id'>;

const ACTIVE_STATUSES = new Set(['active', 'trialing']);
/** A payment failed and the provider is still retrying it (Stripe: past_due, then unpaid). */
const FAILED_PAYMENT_STATUSES = new Set(['past_due', 'unpaid']);

export class Subscription {
  private constructor(private props: SubscriptionProps) {}

  static restore(props: SubscriptionProps): Subscription {
    return new Subscription({ ...props });
  }

  get id(): number {
    return this.props.id;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get stripeSubscriptionId(): string {
    return this.props.stripeSubscriptionId;
  }
  get status(): SubscriptionStatus {
    return this.props.status;
  }
  get currentPeriodEnd(): Date | null {
    return this.props.currentPeriodEnd;
  }
  get cancelAtPeriodEnd(): boolean {
    return this.props.cancelAtPeriodEnd;
  }
  get paymentFailedAt(): Date | null {
    return this.props.paymentFailedAt;
  }
  /** A payment failed and is not settled yet: the grace period applies. */
  get paymentFailing(): boolean {
    return FAILED_PAYMENT_STATUSES.has(this.props.status);
  }

  /** Paid up: an active status and, when a period end is known, not past it. */
  isActive(now: Date): boolean {
    if (!ACTIVE_STATUSES.has(this.props.status)) return false;
    return this.props.currentPeriodEnd === null || this.props.currentPeriodEnd.getTime() >= now.getTime();
  }

  /** Still waiting for its first payment: the payment form can complete it. */
  get awaitingPayment(): boolean {
    return this.props.status === 'incomplete';
  }

  /**
   * Takes the provider's current word. The first sync that sees a failed payment starts the grace
   * period; a replayed or late event about the same failure leaves its start where it was, and a
   * paid-up status ends it.
   */
  update(change: SubscriptionChange, now: Date): void {
    this.props.status = change.status;
    this.props.currentPeriodStart = change.currentPeriodStart;
    this.props.currentPeriodEnd = change.currentPeriodEnd;
    this.props.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
    if (FAILED_PAYMENT_STATUSES.has(change.status)) this.props.paymentFailedAt ??= now;
    else if (ACTIVE_STATUSES.has(change.status)) this.props.paymentFailedAt = null;
  }

  /**
   * Until when this subscription keeps the business's deals listed, or null when it keeps them
   * nowhere (never paid, paused):
   * - renewing: the period end plus {@link RENEWAL_MARGIN_DAYS} (the renewal's news may lag);
   * - cancelled at the period end: the period end;
   * - a payment failed: {@link PAYMENT_GRACE_DAYS} after the failure was first seen;
   * - ended (`canceled`): the period it paid for, or the grace when it ended unpaid.
   */
  listedThrough(): Date | null {
    const { status, currentPeriodEnd, cancelAtPeriodEnd, paymentFailedAt } = this.props;
    if (ACTIVE_STATUSES.has(status)) {
      if (currentPeriodEnd === null) return null;
      return cancelAtPeriodEnd ? currentPeriodEnd : daysAfter(currentPeriodEnd, RENEWAL_MARGIN_DAYS);
    }
    if (FAILED_PAYMENT_STATUSES.has(status)) return paymentFailedAt === null ? null : daysAfter(paymentFailedAt, PAYMENT_GRACE_DAYS);
    if (status === 'canceled') return paymentFailedAt !== null ? daysAfter(paymentFailedAt, PAYMENT_GRACE_DAYS) : currentPeriodEnd;
    return null;
  }

  toProps(): SubscriptionProps {
    return { ...this.props };
  }
}
