import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `email_preferences`: one row per customer who saved a choice (the defaults apply until then). */
export const EmailPreferencesRecordSchema = defineEntity({
  name: 'EmailPreferencesRecord',
  tableName: 'email_preferences',
  properties: {
    userId: p.integer().primary(),
    purchaseReceipts: p.boolean(),
    expiryReminders: p.boolean(),
    newDeals: p.boolean(),
    newsletter: p.boolean(),
    favoriteDeals: p.boolean(),
    updatedAt: p.datetime().columnType('timestamptz'),
  },
});

export type EmailPreferencesRecord = InferEntity<typeof EmailPreferencesRecordSchema>;
