import { z } from 'zod';
import { isTimeZone } from '../../accounts/domain/time-zone.js';
import { accountEmailField } from '../../accounts/schemas/customer-auth.schema.js';
import { createPurchasePayloadSchema } from '../../purchases/schemas/purchase-payloads.schema.js';
import { optionalString, parseIsoDate, payloadObject, requiredString } from '../../shared/validation/messages.js';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_SEND_ON_MESSAGE } from '../domain/gift.js';

export const GIFT_RECIPIENT_NAME_MAX_LENGTH = 100;
export const GIFT_TIME_ZONE_MESSAGE = 'Unknown time zone';

/** Who the gift is for: the form's and the API's fields. */
export const giftRecipientShape = {
  recipientName: requiredString({ label: 'Recipient name', max: GIFT_RECIPIENT_NAME_MAX_LENGTH, requiredMessage: "Enter the recipient's name" }),
  recipientEmail: accountEmailField({ lowercase: true }),
};

/** A calendar date, YYYY-MM-DD. The range (today up to 90 days ahead, in the buyer's zone) is the gift's own rule. */
const sendOnField = () =>
  z
    .string({ error: GIFT_SEND_ON_MESSAGE })
    .trim()
    .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== undefined, GIFT_SEND_ON_MESSAGE);

/** The gift part of a checkout: recipient, message (up to 500 characters), send date and the buyer's time zone. */
export const giftDetailsSchema = payloadObject({
  ...giftRecipientShape,
  message: optionalString({ label: 'Message', max: GIFT_MESSAGE_MAX_LENGTH }).transform((value) => value ?? ''),
  sendOn: sendOnField(),
  /** The buyer's IANA zone (the browser's), which says when "today" is; UTC when absent. */
  timeZone: z
    .string({ error: GIFT_TIME_ZONE_MESSAGE })
    .refine(isTimeZone, GIFT_TIME_ZONE_MESSAGE)
    .optional()
    .transform((zone) => zone ?? 'UTC'),
});
export type GiftDetailsInput = z.input<typeof giftDetailsSchema>;
export type GiftDetails = z.output<typeof giftDetailsSchema>;

/** POST /api/gifts: a paid checkout (as POST /api/purchases) recorded as a gift. */
export const buyGiftPayloadSchema = createPurchasePayloadSchema.extend({ gift: giftDetailsSchema });
export type BuyGiftPayloadInput = z.input<typeof buyGiftPayloadSchema>;

/** POST /api/gifts/:id/reassign: the new recipient. */
export const reassignGiftPayloadSchema = payloadObject(giftRecipientShape);
export type ReassignGiftPayloadInput = z.input<typeof reassignGiftPayloadSchema>;

/** The claim link's token, as the claim page sends it. */
export const giftTokenPayloadSchema = payloadObject({ token: requiredString({ label: 'Token', max: 256 }) });
