import type { DemoPaymentRecord } from '@marketplace/core/payments/ports/demo-payment.repository.port';
import { uniqueNumber } from './sequence.js';

/** A demo payment intent waiting for the demo card form, with a purchase request in its metadata. */
export function aDemoPaymentIntent(overrides: Partial<DemoPaymentRecord> = {}): DemoPaymentRecord {
  const n = uniqueNumber();
  return {
    id: `pi_demo_test${n}`,
    kind: 'payment_intent',
    status: 'requires_payment_method',
    amountCents: 2000,
    metadata: { dealId: 7, userId: 3, priceCents: 2000, discountPercent: 20, redemptions: 1 },
    customerId: null,
    clientSecret: `pi_demo_test${n}_secret_s${n}`,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    idempotencyKey: `checkout:test:${n}`,
    createdAt: new Date('2025-06-15T12:00:00.123Z'),
    ...overrides,
  };
}

/** An incomplete demo subscription of $25.00 a month. */
export function aDemoSubscription(overrides: Partial<DemoPaymentRecord> = {}): DemoPaymentRecord {
  const n = uniqueNumber();
  return {
    id: `sub_demo_test${n}`,
    kind: 'subscription',
    status: 'incomplete',
    amountCents: 2500,
    metadata: null,
    customerId: `cus_demo_test${n}`,
    clientSecret: `sub_demo_test${n}_secret_s${n}`,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    idempotencyKey: `subscription:test:${n}`,
    createdAt: new Date('2025-06-15T12:00:00.456Z'),
    ...overrides,
  };
}

/** A demo customer: no secret, no amount. */
export function aDemoCustomer(overrides: Partial<DemoPaymentRecord> = {}): DemoPaymentRecord {
  const n = uniqueNumber();
  return {
    id: `cus_demo_test${n}`,
    kind: 'customer',
    status: 'active',
    amountCents: 0,
    metadata: null,
    customerId: null,
    clientSecret: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    idempotencyKey: `customer:test:${n}`,
    createdAt: new Date('2025-06-15T12:00:00.000Z'),
    ...overrides,
  };
}
