import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `users`: customers and the admin. Emails and usernames are unique on lower(...) (see the migration). */
export const UserRecordSchema = defineEntity({
  name: 'UserRecord',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.text(),
    email: p.text(),
    passwordHash: p.text(),
    role: p.enum(['user', 'admin'] as const),
    createdAt: p.datetime().columnType('timestamptz'),
    disabledAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type UserRecord = InferEntity<typeof UserRecordSchema>;
