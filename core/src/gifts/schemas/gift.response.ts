import { z } from 'zod';
import { purchaseBusinessSchema, purchaseDealSchema } from '../../purchases/schemas/purchase.response.js';
import { idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

export const giftStateSchema = z.enum(['scheduled', 'sent', 'claimed']);

/** A gift as its buyer sees it: never the purchase's codes or pass, never the claimant's account. */
export const sentGiftSchema = z
  .strictObject({
    id: idSchema,
    purchaseId: idSchema,
    state: giftStateSchema,
    recipientName: z.string(),
    recipientEmail: z.string(),
    message: z.string(),
    sendOn: z.string(),
    sentAt: isoDateTimeSchema.nullable(),
    claimedAt: isoDateTimeSchema.nullable(),
    /** "Gift for Ana · not claimed yet" or "Gifted to Ana, claimed on Jan 5, 2026". */
    label: z.string(),
    deal: purchaseDealSchema.nullable(),
    business: purchaseBusinessSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'SentGift' });

export const sentGiftListSchema = z.array(sentGiftSchema);

/** What a claim link shows anyone holding it: the deal, the business, the message; whether (and when) it was claimed, never by whose account. */
export const giftClaimViewSchema = z
  .strictObject({
    buyerName: z.string(),
    recipientName: z.string(),
    message: z.string(),
    claimed: z.boolean(),
    claimedAt: isoDateTimeSchema.nullable(),
    /** The signed-in customer claimed it (false for anyone else). */
    claimedByYou: z.boolean(),
    /** The signed-in customer bought it (they cannot claim it). */
    boughtByYou: z.boolean(),
    deal: purchaseDealSchema.nullable(),
    business: purchaseBusinessSchema.nullable(),
  })
  .meta({ id: 'GiftClaimView' });
