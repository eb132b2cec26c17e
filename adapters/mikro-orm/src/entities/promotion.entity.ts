import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessRecordSchema } from './business.entity.js';

/**
 * `promotions` (business-side section 3). No screen or port uses it yet; the table exists so the
 * schema matches the specification and a later feature needs no data migration.
 */
export const PromotionRecordSchema = defineEntity({
  name: 'PromotionRecord',
  tableName: 'promotions',
  properties: {
    id: p.integer().primary().autoincrement(),
    business: () => p.manyToOne(BusinessRecordSchema).mapToPk(),
    name: p.text(),
    description: p.text().nullable(),
    type: p.text(),
    status: p.text(),
    stripePaymentId: p.text().nullable(),
    amountCents: p.integer(),
    startDate: p.datetime().columnType('timestamptz').nullable(),
    endDate: p.datetime().columnType('timestamptz').nullable(),
    targetRadius: p.integer().nullable(),
    targetLocation: p.json<unknown>().columnType('jsonb').nullable(),
    impressions: p.integer(),
    clicks: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type PromotionRecord = InferEntity<typeof PromotionRecordSchema>;
