import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessRecordSchema } from './business.entity.js';

/** `deals`: money in integer cents; `discount_steps` is a JSON array of percentages. */
export const DealRecordSchema = defineEntity({
  name: 'DealRecord',
  tableName: 'deals',
  properties: {
    id: p.integer().primary().autoincrement(),
    business: () => p.manyToOne(BusinessRecordSchema).mapToPk(),
    title: p.text(),
    description: p.text(),
    category: p.text(),
    priceCents: p.integer(),
    basePriceCents: p.integer(),
    discountPercent: p.integer(),
    isSliderDeal: p.boolean(),
    minPriceCents: p.integer().nullable(),
    maxPriceCents: p.integer().nullable(),
    minDiscountPercent: p.integer().nullable(),
    maxDiscountPercent: p.integer().nullable(),
    discountSteps: p.json<number[]>().columnType('jsonb').nullable(),
    minRedemptions: p.integer().nullable(),
    maxRedemptions: p.integer().nullable(),
    redemptionSteps: p.text().nullable(),
    freeItem: p.text().nullable(),
    startDate: p.datetime().columnType('timestamptz'),
    endDate: p.datetime().columnType('timestamptz'),
    maxRedemptionsPerUser: p.integer(),
    imageUrl: p.text().nullable(),
    active: p.boolean(),
    featured: p.boolean(),
    awaitingVerification: p.boolean(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type DealRecord = InferEntity<typeof DealRecordSchema>;
