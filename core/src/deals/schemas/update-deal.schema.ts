import { z } from 'zod';
import { FOREIGN_PICTURE_MESSAGE, parsePictureUrl } from '../../media/domain/picture.js';
import {
  booleanField,
  INVALID_INPUT_MESSAGE,
  isoDateField,
  numberField,
  payloadObject,
  tooLongMessage,
} from '../../shared/validation/messages.js';
import {
  anyDealCategoryField,
  DEAL_IMAGE_URL_MAX_LENGTH,
  dealDescriptionField,
  dealTitleField,
  discountPercentRule,
  END_DATE_MESSAGE,
  maxRedemptionsRule,
  chargeablePrice,
  START_DATE_MESSAGE,
} from './standard-deal.schema.js';
import { freeItemField, NOT_BOTH_OFFERS_RULE } from './deal-offer.schema.js';

/** imageUrl of an update: absent leaves it, blank or null removes it (null), otherwise an uploaded picture's path. */
const imageUrlChange = z
  .string({ error: INVALID_INPUT_MESSAGE })
  .trim()
  .max(DEAL_IMAGE_URL_MAX_LENGTH, tooLongMessage('Image URL', DEAL_IMAGE_URL_MAX_LENGTH))
  .nullish()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || value === undefined || parsePictureUrl(value) !== null, FOREIGN_PICTURE_MESSAGE);

/** A change to a deal by its business, with the creation messages; keys that are not editable are dropped. */
export const updateDealPayloadSchema = payloadObject({
  title: dealTitleField().optional(),
  description: dealDescriptionField().optional(),
  category: anyDealCategoryField().optional(),
  price: chargeablePrice(numberField()).optional(),
  discountPercent: discountPercentRule(numberField()).optional(),
  /** A free item replaces the percentage; null (with a discountPercent) turns it back into a percentage deal. */
  freeItem: freeItemField().nullish(),
  startDate: isoDateField(START_DATE_MESSAGE).optional(),
  endDate: isoDateField(END_DATE_MESSAGE).optional(),
  maxRedemptionsPerUser: maxRedemptionsRule(numberField()).optional(),
  imageUrl: imageUrlChange,
  active: booleanField().optional(),
})
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Nothing to update',
  })
  .refine((change) => !(change.discountPercent !== undefined && typeof change.freeItem === 'string'), NOT_BOTH_OFFERS_RULE.params);
export type UpdateDealPayloadInput = z.input<typeof updateDealPayloadSchema>;
export type UpdateDealPayload = z.output<typeof updateDealPayloadSchema>;
