import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessRecordSchema } from './business.entity.js';

/** `business_subscriptions`: the provider's subscription id is unique; statuses are the provider's. */
export const SubscriptionRecordSchema = defineEntity({
  name: 'SubscriptionRecord',
  tableName: 'business_subscriptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    business: () => p.manyToOne(BusinessRecordSchema).mapToPk(),
    stripeSubscriptionId: p.text(),
    status: p.text(),
    currentPeriodStart: p.datetime().columnType('timestamptz').nullable(),
    currentPeriodEnd: p.datetime().columnType('timestamptz').nullable(),
    cancelAtPeriodEnd: p.boolean(),
    paymentFailedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type SubscriptionRecord = InferEntity<typeof SubscriptionRecordSchema>;
