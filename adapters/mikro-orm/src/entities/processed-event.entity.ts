import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `processed_payment_events`: payment provider events already handled (webhook idempotency). */
export const ProcessedEventRecordSchema = defineEntity({
  name: 'ProcessedEventRecord',
  tableName: 'processed_payment_events',
  properties: {
    eventId: p.text().primary(),
    type: p.text(),
    processedAt: p.datetime().columnType('timestamptz'),
  },
});

export type ProcessedEventRecord = InferEntity<typeof ProcessedEventRecordSchema>;
