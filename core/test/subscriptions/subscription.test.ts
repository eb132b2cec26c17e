import { describe, expect, it } from 'vitest';
import { Subscription, SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { formatUsd } from '@marketplace/core/shared/domain/money';

const NOW = new Date('2025-03-05T00:00:00Z');

function aSubscription(status: string, end: Date | null) {
  return Subscription.restore({ id: 1, businessId: 2, stripeSubscriptionId: 'sub_1', status, currentPeriodStart: null, currentPeriodEnd: end, cancelAtPeriodEnd: false, paymentFailedAt: null, createdAt: NOW });
}

describe('Subscription', () => {
  it('costs $25.00 a month', () => {
    expect(formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)).toBe('$25.00');
  });

  it('is active while its status is active or trialing and the period has not ended', () => {
    expect(aSubscription('active', new Date('2025-04-05')).isActive(NOW)).toBe(true);
    expect(aSubscription('trialing', null).isActive(NOW)).toBe(true);
    expect(aSubscription('active', new Date('2025-03-01')).isActive(NOW)).toBe(false);
    expect(aSubscription('past_due', new Date('2025-04-05')).isActive(NOW)).toBe(false);
    expect(aSubscription('canceled', null).isActive(NOW)).toBe(false);
  });

  it('waits for payment while incomplete, and follows updates', () => {
    const subscription = aSubscription('incomplete', null);
    expect(subscription.awaitingPayment).toBe(true);
    subscription.update({ status: 'active', currentPeriodStart: NOW, currentPeriodEnd: new Date('2025-04-05'), cancelAtPeriodEnd: false }, NOW);
    expect(subscription.awaitingPayment).toBe(false);
    expect(subscription.isActive(NOW)).toBe(true);
    expect(subscription.toProps()).toMatchObject({ status: 'active', currentPeriodStart: NOW });
    expect(subscription.currentPeriodEnd).toEqual(new Date('2025-04-05'));
    expect(subscription.stripeSubscriptionId).toBe('sub_1');
    expect(subscription.businessId).toBe(2);
    expect(subscription.id).toBe(1);
  });
});
