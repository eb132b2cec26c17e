import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BusinessRecordSchema } from './business.entity.js';
import { DealRecordSchema } from './deal.entity.js';
import { PurchaseRecordSchema } from './purchase.entity.js';
import { UserRecordSchema } from './user.entity.js';

/**
 * `redemptions`: the log, one row per use (`kind` redeem) and one per undo of a use (`kind` undo,
 * naming the redeem row in `undoes_id`); who did it is an account reference (user, business or staff).
 */
export const RedemptionRecordSchema = defineEntity({
  name: 'RedemptionRecord',
  tableName: 'redemptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.enum(['redeem', 'undo'] as const),
    purchase: () => p.manyToOne(PurchaseRecordSchema).mapToPk(),
    deal: () => p.manyToOne(DealRecordSchema).mapToPk(),
    business: () => p.manyToOne(BusinessRecordSchema).mapToPk(),
    user: () => p.manyToOne(UserRecordSchema).mapToPk(),
    channel: p.enum(['self', 'text_code', 'qr_code'] as const),
    redeemedByType: p.enum(['user', 'business', 'staff'] as const),
    redeemedById: p.integer(),
    redeemedAt: p.datetime().columnType('timestamptz'),
    locationId: p.integer().nullable(),
    billCents: p.integer().nullable(),
    undoesId: p.integer().nullable(),
    reason: p.text().nullable(),
  },
});

export type RedemptionRecord = InferEntity<typeof RedemptionRecordSchema>;
