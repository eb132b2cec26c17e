import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `categories`: names are unique. */
export const CategoryRecordSchema = defineEntity({
  name: 'CategoryRecord',
  tableName: 'categories',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
  },
});

export type CategoryRecord = InferEntity<typeof CategoryRecordSchema>;
