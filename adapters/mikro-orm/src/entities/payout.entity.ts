import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `payouts`: each transfer of owed money to a business's connected account (see the connect-payouts migration). */
export const PayoutRecordSchema = defineEntity({
  name: 'PayoutRecord',
  tableName: 'payouts',
  properties: {
    id: p.integer().primary().autoincrement(),
    businessId: p.integer(),
    amountCents: p.integer(),
    status: p.enum(['pending', 'sent', 'failed'] as const),
    providerTransferId: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
    error: p.text().nullable(),
  },
});

export type PayoutRecord = InferEntity<typeof PayoutRecordSchema>;
