import { requireBusiness, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { PaymentGateway } from '../../purchases/ports/payment-gateway.port.js';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS, type Subscription } from '../domain/subscription.js';
import type { SubscriptionRepository } from '../ports/subscription.repository.port.js';

/** The three states the subscription screen shows (business-side section 4). */
export type SubscriptionState =
  | { kind: 'subscribed'; subscription: Subscription }
  | { kind: 'awaiting_payment'; clientSecret: string }
  | { kind: 'none' };

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
    const { businessId } = requireBusiness(actor);
    const latest = await this.deps.subscriptions.findLatestByBusiness(businessId);
    if (!latest) return { kind: 'none' };
    if (latest.isActive(this.deps.clock.now())) return { kind: 'subscribed', subscription: latest };
    if (latest.awaitingPayment) {
      const record = await this.deps.payments.retrieveSubscription(latest.stripeSubscriptionId);
      if (record?.status === 'incomplete' && record.clientSecret) return { kind: 'awaiting_payment', clientSecret: record.clientSecret };
    }
    return { kind: 'none' };
  }
}

/** $25.00 a month; it stays incomplete until its first invoice is paid. */
export class CreateSubscription {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor): Promise<{ clientSecret: string; subscription: Subscription }> {
    const { businessId } = requireBusiness(actor);
    const { businesses, subscriptions, payments, clock } = this.deps;
    const business = await businesses.findById(businessId);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    const latest = await subscriptions.findLatestByBusiness(businessId);
    if (latest?.isActive(clock.now())) {
      throw new ConflictError('subscription.already_active', 'Your subscription is already active.');
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
        createdAt: clock.now(),
      }));
    business.applySubscription(record.id, subscription.isActive(clock.now()), record.currentPeriodEnd);
    await businesses.save(business);
    return { clientSecret: record.clientSecret, subscription };
  }
}
