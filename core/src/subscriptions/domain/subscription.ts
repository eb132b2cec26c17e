import { cents } from '../../shared/domain/money.js';

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
  createdAt: Date;
}

export type NewSubscription = Omit<SubscriptionProps, 'id'>;

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

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

  /** Paid up: an active status and, when a period end is known, not past it. */
  isActive(now: Date): boolean {
    if (!ACTIVE_STATUSES.has(this.props.status)) return false;
    return this.props.currentPeriodEnd === null || this.props.currentPeriodEnd.getTime() >= now.getTime();
  }

  /** Still waiting for its first payment: the payment form can complete it. */
  get awaitingPayment(): boolean {
    return this.props.status === 'incomplete';
  }

  update(status: SubscriptionStatus, currentPeriodStart: Date | null, currentPeriodEnd: Date | null): void {
    this.props.status = status;
    this.props.currentPeriodStart = currentPeriodStart;
    this.props.currentPeriodEnd = currentPeriodEnd;
  }

  toProps(): SubscriptionProps {
    return { ...this.props };
  }
}
