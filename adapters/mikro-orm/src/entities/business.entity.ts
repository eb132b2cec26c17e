import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `businesses`: the shops, with the payment provider's ids and the denormalised subscription flags. */
export const BusinessRecordSchema = defineEntity({
  name: 'BusinessRecord',
  tableName: 'businesses',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    email: p.text(),
    passwordHash: p.text(),
    category: p.text(),
    description: p.text().nullable(),
    address: p.text().nullable(),
    city: p.text().nullable(),
    state: p.text().nullable(),
    zip: p.text().nullable(),
    phoneNumber: p.text().nullable(),
    logoUrl: p.text().nullable(),
    role: p.enum(['business', 'owner'] as const),
    verified: p.boolean(),
    verifiedAt: p.datetime().columnType('timestamptz').nullable(),
    trialEndsAt: p.datetime().columnType('timestamptz').nullable(),
    listedUntil: p.datetime().columnType('timestamptz').nullable(),
    stripeAccountId: p.text().nullable(),
    connectChargesEnabled: p.boolean(),
    connectPayoutsEnabled: p.boolean(),
    connectDetailsSubmitted: p.boolean(),
    connectRequirementsDue: p.json<string[]>().columnType('jsonb'),
    connectDisabledReason: p.text().nullable(),
    connectUpdatedAt: p.datetime().columnType('timestamptz').nullable(),
    stripeCustomerId: p.text().nullable(),
    stripeSubscriptionId: p.text().nullable(),
    subscriptionActive: p.boolean(),
    subscriptionExpiresAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    disabledAt: p.datetime().columnType('timestamptz').nullable(),
    timeZone: p.text(),
    /** Written only by the review repository (see the reviews migration). */
    ratingCount: p.integer().default(0),
    ratingSum: p.integer().default(0),
  },
});

export type BusinessRecord = InferEntity<typeof BusinessRecordSchema>;
