import { z } from 'zod';
import { countSchema, dollarsSchema, idSchema, isoDateTimeSchema, paginationSchema } from '../../shared/schemas/common.response.js';

const dealCountsSchema = z.strictObject({ total: countSchema, live: countSchema, drafts: countSchema });

/** A business as the admin reviews it: contact details, state and deal counts; no secrets. */
export const adminBusinessSchema = z
  .strictObject({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    category: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    role: z.enum(['business', 'owner']),
    verified: z.boolean(),
    subscriptionActive: z.boolean(),
    /** Its deals are in the public catalogue until then (free days or subscription); null: never listed yet. */
    listedUntil: isoDateTimeSchema.nullable(),
    /** Where its payout account (Stripe Connect) stands. */
    payouts: z.enum(['not_started', 'incomplete', 'action_required', 'pending', 'enabled']),
    createdAt: isoDateTimeSchema,
    deals: dealCountsSchema,
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusinessResponse = z.infer<typeof adminBusinessSchema>;

export const adminBusinessPageSchema = z
  .strictObject({ businesses: z.array(adminBusinessSchema), pagination: paginationSchema })
  .meta({ id: 'AdminBusinessPage' });
export type AdminBusinessPageResponse = z.infer<typeof adminBusinessPageSchema>;

/** The admin dashboard's platform figures; money in dollars. */
export const platformFiguresSchema = z
  .strictObject({
    customers: countSchema,
    businesses: z.strictObject({ total: countSchema, verified: countSchema, unverified: countSchema }),
    deals: dealCountsSchema,
    purchases: z.strictObject({ completed: countSchema, refunded: countSchema, redemptions: countSchema }),
    revenue: z.strictObject({ grossSales: dollarsSchema, platformFee: dollarsSchema, businessShare: dollarsSchema }),
    waitlist: z.strictObject({ total: countSchema, discounters: countSchema, businesses: countSchema }),
  })
  .meta({ id: 'PlatformFigures' });
export type PlatformFiguresResponse = z.infer<typeof platformFiguresSchema>;

/** The counts anyone may see: nothing about any account. */
export const publicFiguresSchema = z
  .strictObject({ waitlist: countSchema, customers: countSchema, businesses: countSchema })
  .meta({ id: 'PublicFigures' });
export type PublicFiguresResponse = z.infer<typeof publicFiguresSchema>;
