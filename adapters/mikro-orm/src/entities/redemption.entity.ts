import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessRecordSchema } from './business.entity.js';
import { DealRecordSchema } from './deal.entity.js';
import { PurchaseRecordSchema } from './purchase.entity.js';
import { UserRecordSchema } from './user.entity.js';

/** `redemptions`: the log, one row per use; who redeemed it is an account reference (user or business). */
export const RedemptionRecordSchema = defineEntity({
  name: 'RedemptionRecord',
  tableName: 'redemptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    purchase: () => p.manyToOne(PurchaseRecordSchema).mapToPk(),
    deal: () => p.manyToOne(DealRecordSchema).mapToPk(),
    business: () => p.manyToOne(BusinessRecordSchema).mapToPk(),
    user: () => p.manyToOne(UserRecordSchema).mapToPk(),
    channel: p.enum(['self', 'text_code', 'qr_code'] as const),
    redeemedByType: p.enum(['user', 'business', 'staff'] as const),
    redeemedById: p.integer(),
    redeemedAt: p.datetime().columnType('timestamptz'),
  },
});

export type RedemptionRecord = InferEntity<typeof RedemptionRecordSchema>;
