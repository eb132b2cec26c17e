import { Subscription, type NewSubscription } from '@marketplace/core/subscriptions/domain/subscription';
import type { SubscriptionRecord } from '../entities/subscription.entity.js';

/** Between `business_subscriptions` records and {@link Subscription}. */
export const subscriptionMapper = {
  toDomain(record: SubscriptionRecord): Subscription {
    return Subscription.restore({
      id: record.id,
      businessId: record.business,
      stripeSubscriptionId: record.stripeSubscriptionId,
      status: record.status,
      currentPeriodStart: record.currentPeriodStart ?? null,
      currentPeriodEnd: record.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      paymentFailedAt: record.paymentFailedAt ?? null,
      createdAt: record.createdAt,
    });
  },

  toPersistence(subscription: NewSubscription) {
    return {
      business: subscription.businessId,
      stripeSubscriptionId: subscription.stripeSubscriptionId,
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      paymentFailedAt: subscription.paymentFailedAt,
      createdAt: subscription.createdAt,
    };
  },
};
