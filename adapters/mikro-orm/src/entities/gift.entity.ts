import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `gifts`: purchases bought for someone else, with the SHA-256 hash of the current claim link. */
export const GiftRecordSchema = defineEntity({
  name: 'GiftRecord',
  tableName: 'gifts',
  properties: {
    id: p.integer().primary(),
    purchaseId: p.integer(),
    buyerId: p.integer(),
    recipientName: p.text(),
    recipientEmail: p.text(),
    message: p.text(),
    sendOn: p.text(),
    timeZone: p.text(),
    tokenHash: p.text().nullable(),
    emailsSent: p.integer(),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    claimedBy: p.integer().nullable(),
    claimedAt: p.datetime().columnType('timestamptz').nullable(),
    reassigned: p.json<{ name: string; email: string; at: string }[]>().columnType('jsonb'),
    revision: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type GiftRecord = InferEntity<typeof GiftRecordSchema>;
