import type { PaymentMetadata } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * `demo_payments`: the demo payment mode's intents, subscriptions and customers (no card provider),
 * shared by every app instance. The id, the idempotency key and the client secret are unique.
 */
export const DemoPaymentRecordSchema = defineEntity({
  name: 'DemoPaymentRecord',
  tableName: 'demo_payments',
  properties: {
    id: p.text().primary(),
    kind: p.enum(['payment_intent', 'subscription', 'customer', 'account'] as const),
    status: p.text(),
    amountCents: p.integer(),
    metadata: p.json<PaymentMetadata>().columnType('jsonb').nullable(),
    customerId: p.text().nullable(),
    clientSecret: p.text().nullable(),
    currentPeriodStart: p.datetime().columnType('timestamptz').nullable(),
    currentPeriodEnd: p.datetime().columnType('timestamptz').nullable(),
    cancelAtPeriodEnd: p.boolean(),
    idempotencyKey: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type DemoPaymentRecord = InferEntity<typeof DemoPaymentRecordSchema>;
