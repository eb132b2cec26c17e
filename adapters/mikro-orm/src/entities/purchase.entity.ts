import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessRecordSchema } from './business.entity.js';
import { DealRecordSchema } from './deal.entity.js';
import { UserRecordSchema } from './user.entity.js';

/**
 * `purchases`: the payment intent id and both codes are unique. `redemptions_used` counts the uses
 * of `redemptions`; the split of `amount_cents` is kept as `platform_fee_cents` + `business_share_cents`.
 */
export const PurchaseRecordSchema = defineEntity({
  name: 'PurchaseRecord',
  tableName: 'purchases',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(UserRecordSchema).mapToPk(),
    deal: () => p.manyToOne(DealRecordSchema).mapToPk(),
    business: () => p.manyToOne(BusinessRecordSchema).mapToPk(),
    stripePaymentId: p.text().nullable(),
    stripePaymentIntentId: p.text(),
    amountCents: p.integer(),
    priceCents: p.integer(),
    discountPercent: p.integer(),
    redemptions: p.integer(),
    redemptionsUsed: p.integer(),
    status: p.enum(['pending', 'completed', 'refunded'] as const),
    qrCode: p.text(),
    textCode: p.text(),
    passSecret: p.text(),
    redeemed: p.boolean(),
    redeemedAt: p.datetime().columnType('timestamptz').nullable(),
    customPriceCents: p.integer().nullable(),
    customDiscount: p.integer().nullable(),
    customRedemptions: p.integer().nullable(),
    purchaseDate: p.datetime().columnType('timestamptz'),
    expiryDate: p.datetime().columnType('timestamptz').nullable(),
    platformFeeCents: p.integer(),
    businessShareCents: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type PurchaseRecord = InferEntity<typeof PurchaseRecordSchema>;
