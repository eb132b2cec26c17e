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

describe('what a subscription keeps listed (DESIGN.md 10.5)', () => {
  const END = new Date('2025-04-05T00:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;
  const change = (status: string, cancelAtPeriodEnd = false) => ({ status, currentPeriodStart: NOW, currentPeriodEnd: END, cancelAtPeriodEnd });

  it('lists a renewing one a day past its period end, a cancelled one until the period end, an unpaid one nowhere', () => {
    expect(aSubscription('active', END).listedThrough()).toEqual(new Date(END.getTime() + DAY));
    const cancelled = aSubscription('active', END);
    cancelled.update(change('active', true), NOW);
    expect(cancelled.listedThrough()).toEqual(END);
    for (const status of ['incomplete', 'incomplete_expired', 'paused']) expect(aSubscription(status, END).listedThrough()).toBeNull();
    expect(aSubscription('active', null).listedThrough()).toBeNull();
  });

  it('starts a 7-day grace at the first failure seen, keeps it through retries, and ends it once paid', () => {
    const subscription = aSubscription('active', END);
    const failedAt = new Date('2025-04-05T01:00:00Z');
    subscription.update(change('past_due'), failedAt);
    expect(subscription.paymentFailing).toBe(true);
    expect(subscription.listedThrough()).toEqual(new Date(failedAt.getTime() + 7 * DAY));
    subscription.update(change('unpaid'), new Date('2025-04-08T00:00:00Z'));
    expect(subscription.paymentFailedAt).toEqual(failedAt);
    subscription.update(change('canceled'), new Date('2025-04-20T00:00:00Z'));
    expect(subscription.listedThrough()).toEqual(new Date(failedAt.getTime() + 7 * DAY));
    subscription.update(change('active'), new Date('2025-04-09T00:00:00Z'));
    expect(subscription.paymentFailedAt).toBeNull();
    expect(subscription.listedThrough()).toEqual(new Date(END.getTime() + DAY));
  });

  it('keeps an ended subscription listed for the period it paid', () => {
    expect(aSubscription('canceled', END).listedThrough()).toEqual(END);
  });
});
