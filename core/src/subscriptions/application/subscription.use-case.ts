import { requireBusinessOwner, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { PaymentGateway } from '../../purchases/ports/payment-gateway.port.js';
import { listingStanding, type ListingStanding } from '../domain/listing-standing.js';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS, type Subscription } from '../domain/subscription.js';
import type { SubscriptionRepository } from '../ports/subscription.repository.port.js';
import type { SyncSubscription } from './sync-subscription.use-case.js';

/**
 * What the subscription screen shows (business-side section 4), with where the listing stands:
 * - `subscribed`: paid up (renewing or cancelled at its period end), or in the grace period after a
 *   failed payment, with that invoice's client secret to pay it with another card;
 * - `awaiting_payment`: a new subscription's first invoice is due;
 * - `none`: nothing to show; the page offers to subscribe.
 */
export type SubscriptionState = { listing: ListingStanding } & (
  | { kind: 'subscribed'; subscription: Subscription; clientSecret: string | null }
  | { kind: 'awaiting_payment'; clientSecret: string }
  | { kind: 'none' }
);

interface Deps {
  businesses: BusinessRepository;
  subscriptions: SubscriptionRepository;
  payments: PaymentGateway;
  clock: Clock;
}

/**
 * The current subscription when it is paid up; else the client secret of one still waiting for
 * its first payment; else nothing (the page then asks to create one).
 */
export class GetSubscriptionState {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor): Promise<SubscriptionState> {
    const { businessId } = requireBusinessOwner(actor);
    const now = this.deps.clock.now();
    const [business, latest] = await Promise.all([
      this.deps.businesses.findById(businessId),
      this.deps.subscriptions.findLatestByBusiness(businessId),
    ]);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    const listing = listingStanding(business, latest, now);
    if (!latest) return { kind: 'none', listing };
    if (latest.isActive(now)) return { kind: 'subscribed', subscription: latest, clientSecret: null, listing };
    if (latest.paymentFailing) {
      // The failed invoice stays open while Stripe retries it: another card can pay it.
      const record = await this.deps.payments.retrieveSubscription(latest.stripeSubscriptionId);
      return { kind: 'subscribed', subscription: latest, clientSecret: record?.clientSecret ?? null, listing };
    }
    if (latest.awaitingPayment) {
      const record = await this.deps.payments.retrieveSubscription(latest.stripeSubscriptionId);
      if (record?.status === 'incomplete' && record.clientSecret) return { kind: 'awaiting_payment', clientSecret: record.clientSecret, listing };
    }
    return { kind: 'none', listing };
  }
}

/** $25.00 a month; it stays incomplete until its first invoice is paid. */
export class CreateSubscription {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor): Promise<{ clientSecret: string; subscription: Subscription }> {
    const { businessId } = requireBusinessOwner(actor);
    const { businesses, subscriptions, payments, clock } = this.deps;
    const business = await businesses.findById(businessId);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    const latest = await subscriptions.findLatestByBusiness(businessId);
    if (latest?.isActive(clock.now())) {
      throw new ConflictError('subscription.already_active', 'Your subscription is already active.');
    }
    if (latest?.paymentFailing) {
      // A second subscription would leave the failing one retrying the old card.
      throw new ConflictError('subscription.payment_failing', 'Your last payment failed: pay it with another card instead.');
    }

    let customerId = business.stripeCustomerId;
    if (!customerId) {
      customerId = (
        await payments.createCustomer({ email: business.email, name: business.name, businessId, idempotencyKey: `customer:${businessId}` })
      ).id;
      business.linkStripeCustomer(customerId);
      await businesses.save(business);
    }
    const record = await payments.createSubscription({
      customerId,
      priceCents: SUBSCRIPTION_MONTHLY_PRICE_CENTS,
      idempotencyKey: `subscription:${businessId}:${latest?.id ?? 0}`,
    });
    if (!record.clientSecret) {
      throw new ConflictError('subscription.no_payment_due', 'The new subscription has no payment to complete.');
    }
    const subscription =
      (await subscriptions.findByStripeId(record.id)) ??
      (await subscriptions.add({
        businessId,
        stripeSubscriptionId: record.id,
        status: record.status,
        currentPeriodStart: record.currentPeriodStart,
        currentPeriodEnd: record.currentPeriodEnd,
        cancelAtPeriodEnd: record.cancelAtPeriodEnd,
        paymentFailedAt: null,
        createdAt: clock.now(),
      }));
    business.applySubscription(record.id, subscription.isActive(clock.now()), record.currentPeriodEnd, subscription.listedThrough());
    await businesses.save(business);
    return { clientSecret: record.clientSecret, subscription };
  }
}

interface ChangeDeps {
  subscriptions: SubscriptionRepository;
  payments: PaymentGateway;
  clock: Clock;
  syncSubscription: SyncSubscription;
}

/**
 * Cancels the business's subscription at the end of the period it has paid for: the deals stay
 * listed until then, and it can be resumed meanwhile. Cancelling a cancelled one changes nothing.
 */
export class CancelSubscription {
  constructor(private readonly deps: ChangeDeps) {}

  async execute(actor: Actor): Promise<Subscription> {
    const { businessId } = requireBusinessOwner(actor);
    const latest = await this.deps.subscriptions.findLatestByBusiness(businessId);
    if (!latest?.isActive(this.deps.clock.now())) {
      throw new ConflictError('subscription.not_active', 'You have no active subscription to cancel.');
    }
    if (latest.cancelAtPeriodEnd) return latest;
    const record = await this.deps.payments.cancelSubscriptionAtPeriodEnd(latest.stripeSubscriptionId);
    return this.deps.syncSubscription.execute(record);
  }
}

/** Undoes a cancellation before the period ends: the subscription renews again. */
export class ResumeSubscription {
  constructor(private readonly deps: ChangeDeps) {}

  async execute(actor: Actor): Promise<Subscription> {
    const { businessId } = requireBusinessOwner(actor);
    const latest = await this.deps.subscriptions.findLatestByBusiness(businessId);
    if (!latest?.isActive(this.deps.clock.now())) {
      throw new ConflictError('subscription.not_resumable', 'Your subscription has ended: subscribe again instead.');
    }
    if (!latest.cancelAtPeriodEnd) return latest;
    const record = await this.deps.payments.resumeSubscription(latest.stripeSubscriptionId);
    return this.deps.syncSubscription.execute(record);
  }
}
