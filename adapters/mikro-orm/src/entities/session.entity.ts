import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * `sessions`: server-side sessions keyed by their random token. The account is a (type, id) pair,
 * so it has no foreign key: it points at `users` or at `businesses`.
 */
export const SessionRecordSchema = defineEntity({
  name: 'SessionRecord',
  tableName: 'sessions',
  properties: {
    id: p.text().primary(),
    accountType: p.enum(['user', 'business', 'staff'] as const),
    accountId: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
    lastSeenAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});

export type SessionRecord = InferEntity<typeof SessionRecordSchema>;
