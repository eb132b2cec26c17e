import type { NewSubscription } from '@marketplace/core/subscriptions/domain/subscription';
import { uniqueNumber } from './sequence.js';

export function aSubscription(overrides: Partial<NewSubscription> & Pick<NewSubscription, 'businessId'>): NewSubscription {
  return {
    stripeSubscriptionId: `sub_test_${uniqueNumber()}`,
    status: 'incomplete',
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    createdAt: new Date('2025-05-01T10:00:00.000Z'),
    ...overrides,
  };
}
