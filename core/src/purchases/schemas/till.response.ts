import { z } from 'zod';
import { countSchema, dollarsSchema, idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';
import { displayStatusSchema } from './purchase.response.js';

/** Who did something at the till: the owner's login, a staff member, or the customer (self-redemption). */
export const tillPersonSchema = z
  .strictObject({
    kind: z.enum(['owner', 'staff', 'customer']),
    /** The staff member's id (null for the owner and the customer). */
    staffId: idSchema.nullable(),
    /** "Owner", the staff member's name (or email), or "Customer". */
    name: z.string(),
  })
  .meta({ id: 'TillPerson' });

export const tillLocationSchema = z.strictObject({ id: idSchema, name: z.string() }).meta({ id: 'TillLocation' });

/** One redemption of the Redemptions list, with the undo that cancelled it (if any). */
export const redemptionLineSchema = z
  .strictObject({
    id: idSchema,
    time: isoDateTimeSchema,
    purchaseId: idSchema,
    dealId: idSchema,
    deal: z.string(),
    customer: z.string().nullable(),
    channel: z.enum(['qr_code', 'text_code', 'self']),
    location: tillLocationSchema.nullable(),
    staff: tillPersonSchema,
    /** The bill total recorded at the till, in dollars. */
    bill: dollarsSchema.nullable(),
    /** What the discount took off that bill, in dollars. */
    savings: dollarsSchema.nullable(),
    undoable: z.boolean(),
    /** Until when it can be undone (10 minutes after the redemption); null once undone. */
    undoableUntil: isoDateTimeSchema.nullable(),
    undo: z.strictObject({ id: idSchema, time: isoDateTimeSchema, by: tillPersonSchema, reason: z.string() }).nullable(),
  })
  .meta({ id: 'RedemptionLine' });

export const redemptionsPageSchema = z
  .strictObject({
    /** The day on the business's calendar, `2026-11-25`. */
    day: z.string(),
    timeZone: z.string(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: countSchema,
    lines: z.array(redemptionLineSchema),
  })
  .meta({ id: 'RedemptionsPage' });
export type RedemptionsPageResponse = z.infer<typeof redemptionsPageSchema>;
export type RedemptionLineResponse = z.infer<typeof redemptionLineSchema>;

/** POST /api/business/redemptions/:id/undo */
export const undoneRedemptionSchema = z
  .strictObject({
    undoId: idSchema,
    redemptionId: idSchema,
    time: isoDateTimeSchema,
    by: tillPersonSchema,
    reason: z.string(),
    purchase: z.strictObject({ id: idSchema, status: displayStatusSchema, usesLeft: countSchema, redemptions: z.number().int().positive() }),
  })
  .meta({ id: 'UndoneRedemption' });
export type UndoneRedemptionResponse = z.infer<typeof undoneRedemptionSchema>;
