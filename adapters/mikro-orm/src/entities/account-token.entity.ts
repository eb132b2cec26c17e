import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `account_tokens`: single-use password-reset and email-change tokens, by their SHA-256 hash. */
export const AccountTokenRecordSchema = defineEntity({
  name: 'AccountTokenRecord',
  tableName: 'account_tokens',
  properties: {
    id: p.integer().primary(),
    purpose: p.enum(['password-reset', 'email-change', 'staff-invitation'] as const),
    accountType: p.enum(['user', 'business', 'staff'] as const),
    accountId: p.integer(),
    tokenHash: p.text(),
    newEmail: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type AccountTokenRecord = InferEntity<typeof AccountTokenRecordSchema>;
