import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `waitlist`: nothing about an entry is unique. */
export const WaitlistEntryRecordSchema = defineEntity({
  name: 'WaitlistEntryRecord',
  tableName: 'waitlist',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    email: p.text(),
    phone: p.text(),
    type: p.enum(['discounter', 'business'] as const),
    rating: p.integer(),
    feedback: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type WaitlistEntryRecord = InferEntity<typeof WaitlistEntryRecordSchema>;
