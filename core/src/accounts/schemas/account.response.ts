import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** A customer (or the admin) as they see their own account: never a password hash. */
export const userAccountSchema = z
  .strictObject({
    id: idSchema,
    type: z.literal('user'),
    role: z.enum(['user', 'admin']),
    username: z.string(),
    email: z.string(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'UserAccount' });
export type UserAccountResponse = z.infer<typeof userAccountSchema>;

/** A business as anyone may see it: its public listing only. */
export const publicBusinessSchema = z
  .strictObject({
    id: idSchema,
    name: z.string(),
    category: z.string(),
    description: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    logoUrl: z.string().nullable(),
    verified: z.boolean(),
  })
  .meta({ id: 'PublicBusiness' });
export type PublicBusinessResponse = z.infer<typeof publicBusinessSchema>;

/** A business as it sees its own account: its listing and more, never a password hash or a payment-provider id. */
export const businessAccountSchema = z
  .strictObject({
    ...publicBusinessSchema.shape,
    type: z.literal('business'),
    role: z.enum(['business', 'owner']),
    email: z.string(),
    subscriptionActive: z.boolean(),
    subscriptionExpiresAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
    teamRole: z.enum(['owner', 'manager', 'cashier']).meta({ description: "What the signed-in person may do in the business: its owner's login, or a member of its staff." }),
    staff: z
      .strictObject({ id: idSchema, name: z.string().nullable(), email: z.string() })
      .nullable()
      .meta({ description: "The member of staff signed in (their own name and email), or null for the owner's login." }),
  })
  .meta({ id: 'BusinessAccount' });
export type BusinessAccountResponse = z.infer<typeof businessAccountSchema>;

/** The signed-in account, told apart by `type`. */
export const accountSchema = z.discriminatedUnion('type', [userAccountSchema, businessAccountSchema]).meta({ id: 'Account' });
export type AccountResponse = z.infer<typeof accountSchema>;

/** A page of public listings, as a bare list (the paging travels beside it). */
export const publicBusinessListSchema = z.array(publicBusinessSchema);
export type PublicBusinessListResponse = z.infer<typeof publicBusinessListSchema>;

/** A business the admin verified, and how many of its draft deals that published. */
export const verifiedBusinessSchema = z
  .strictObject({ business: publicBusinessSchema, publishedDeals: countSchema })
  .meta({ id: 'VerifiedBusiness' });
export type VerifiedBusinessResponse = z.infer<typeof verifiedBusinessSchema>;

/** The customer's email choices. */
export const emailPreferencesSchema = z
  .strictObject({
    purchaseReceipts: z.boolean(),
    expiryReminders: z.boolean(),
    newDeals: z.boolean(),
    newsletter: z.boolean(),
    favoriteDeals: z.boolean(),
  })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferencesResponse = z.infer<typeof emailPreferencesSchema>;
