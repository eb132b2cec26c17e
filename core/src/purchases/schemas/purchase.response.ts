import { z } from 'zod';
import { countSchema, dollarsSchema, idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** The deal a purchase unlocks, in brief. */
export const purchaseDealSchema = z
  .strictObject({
    id: idSchema,
    title: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
    endDate: isoDateTimeSchema,
    businessId: idSchema,
    freeItem: z.string().nullable(),
  })
  .meta({ id: 'PurchaseDeal' });

/** Where a purchase is redeemed: the business's public name and place only. */
export const purchaseBusinessSchema = z
  .strictObject({ id: idSchema, name: z.string(), city: z.string().nullable(), state: z.string().nullable() })
  .meta({ id: 'PurchaseBusiness' });

export const purchaseStatusSchema = z.enum(['pending', 'completed', 'refunded']);
export const displayStatusSchema = z.enum(['Active', 'Redeemed', 'Expired', 'Refunded']);

/** A purchase for its owner: codes, money, uses; no payment-provider id. */
export const purchaseSchema = z
  .strictObject({
    id: idSchema,
    displayId: z.string(),
    userId: idSchema,
    dealId: idSchema,
    businessId: idSchema,
    amount: dollarsSchema,
    price: dollarsSchema,
    discountPercent: z.number(),
    freeItem: z.string().nullable(),
    redemptions: z.number().int().positive(),
    redemptionsUsed: countSchema,
    usesLeft: countSchema,
    status: purchaseStatusSchema,
    displayStatus: displayStatusSchema,
    qrCode: z.string(),
    textCode: z.string(),
    /** The live pass's key (live-pass.ts), for the owner's cashier view only. */
    passSecret: z.string(),
    redeemed: z.boolean(),
    redeemedAt: isoDateTimeSchema.nullable(),
    customPrice: dollarsSchema.nullable(),
    customDiscount: z.number().nullable(),
    customRedemptions: z.number().int().nullable(),
    purchaseDate: isoDateTimeSchema,
    expiryDate: isoDateTimeSchema.nullable(),
    demoPayment: z.boolean(),
    /** The bills the till recorded with the uses (not undone), in dollars; null when none was recorded. */
    billTotal: dollarsSchema.nullable(),
    /** What the discount really took off those bills, in dollars; null without a recorded bill (or for a free-item deal). */
    savings: dollarsSchema.nullable(),
    createdAt: isoDateTimeSchema,
    deal: purchaseDealSchema.nullable(),
    business: purchaseBusinessSchema.nullable(),
  })
  .meta({ id: 'Purchase' });
export type PurchaseResponse = z.infer<typeof purchaseSchema>;

export const purchaseListSchema = z.array(purchaseSchema);
export type PurchaseListResponse = z.infer<typeof purchaseListSchema>;

/** What the till sees for a scanned or typed code: the customer by name only. */
export const codeCheckSchema = z
  .strictObject({
    purchaseId: idSchema,
    displayId: z.string(),
    status: displayStatusSchema,
    redeemable: z.boolean(),
    refusal: z.enum(['refunded', 'not_paid', 'expired', 'used_up']).nullable(),
    usesLeft: countSchema,
    redemptions: z.number().int().positive(),
    discountPercent: z.number(),
    freeItem: z.string().nullable(),
    amount: dollarsSchema,
    price: dollarsSchema,
    expiryDate: isoDateTimeSchema.nullable(),
    redeemedAt: isoDateTimeSchema.nullable(),
    customer: z.string().nullable(),
    deal: purchaseDealSchema.nullable(),
    /** The till's location the use is (or would be) recorded at. */
    location: z.strictObject({ id: idSchema, name: z.string() }).nullable(),
    /** After a redeem: its line in the log, which the till may undo until `undoableUntil`. */
    redemptionId: idSchema.nullable(),
    undoableUntil: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'CodeCheck' });
export type CodeCheckResponse = z.infer<typeof codeCheckSchema>;

/** The customer's room under a deal's per-customer cap, and the checkout's uses picker. */
export const usesAllowanceSchema = z
  .strictObject({
    dealId: idSchema,
    maxRedemptionsPerUser: z.number().int(),
    usesHeld: countSchema,
    usesLeft: countSchema,
    minRedemptions: z.number().int().nullable(),
    maxRedemptions: z.number().int().nullable(),
    canBuy: z.boolean(),
    refusal: z.string().nullable(),
  })
  .meta({ id: 'UsesAllowance' });
export type UsesAllowanceResponse = z.infer<typeof usesAllowanceSchema>;

/** A started checkout: what the browser confirms the payment with, and the quoted price. */
export const paymentIntentSchema = z
  .strictObject({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    paymentMode: z.enum(['stripe', 'demo']),
    amount: dollarsSchema,
    price: dollarsSchema,
    discountPercent: z.number(),
    redemptions: z.number().int().positive(),
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntentResponse = z.infer<typeof paymentIntentSchema>;

/** A demo card payment's outcome. */
export const demoPaymentConfirmationSchema = z
  .strictObject({ paymentIntentId: z.string(), status: z.string() })
  .meta({ id: 'DemoPaymentConfirmation' });
export type DemoPaymentConfirmationResponse = z.infer<typeof demoPaymentConfirmationSchema>;

/** A business's sales figures, in dollars, with one row per UTC day that had sales. */
export const businessStatsSchema = z
  .strictObject({
    sales: countSchema,
    /** The bills recorded at the till with uses not undone: the revenue the platform brought in. */
    revenueInfluenced: dollarsSchema,
    revenue: dollarsSchema,
    businessShare: dollarsSchema,
    platformFee: dollarsSchema,
    redemptions: countSchema,
    refunds: countSchema,
    /** How many customers saved the business to their favourites. */
    followers: countSchema,
    daily: z.array(
      z.strictObject({ day: z.string(), sales: countSchema, revenue: dollarsSchema, businessShare: dollarsSchema }),
    ),
  })
  .meta({ id: 'BusinessStats' });
export type BusinessStatsResponse = z.infer<typeof businessStatsSchema>;
