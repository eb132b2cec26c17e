import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `reviews`: a customer's review of a purchase's business, the business's reply and the admin's hiding. */
export const ReviewRecordSchema = defineEntity({
  name: 'ReviewRecord',
  tableName: 'reviews',
  properties: {
    id: p.integer().primary().autoincrement(),
    purchaseId: p.integer(),
    userId: p.integer(),
    businessId: p.integer(),
    dealId: p.integer(),
    rating: p.smallint(),
    text: p.text(),
    createdAt: p.datetime().columnType('timestamptz'),
    editedAt: p.datetime().columnType('timestamptz').nullable(),
    replyText: p.text().nullable(),
    repliedAt: p.datetime().columnType('timestamptz').nullable(),
    hiddenReason: p.text().nullable(),
    hiddenAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type ReviewRecord = InferEntity<typeof ReviewRecordSchema>;
