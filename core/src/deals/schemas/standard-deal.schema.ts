import type { z } from 'zod';
import { freeItemField, NOT_BOTH_OFFERS_RULE, offerTypeField, SOME_OFFER_RULE, withOfferChoice } from './deal-offer.schema.js';
import {
  booleanField,
  choiceField,
  formDateField,
  formNumber,
  isoDateField,
  numberField,
  optionalString,
  payloadObject,
  requiredString,
} from '../../shared/validation/messages.js';
import { centsToDollars, formatUsd } from '../../shared/domain/money.js';
import { MIN_CHARGE_CENTS } from '../domain/checkout-pricing.js';
import { ACCEPTED_CATEGORY_NAMES, canonicalCategory } from '../domain/category.js';
import { DEAL_CATEGORIES } from './deal-categories.js';
import { FOREIGN_PICTURE_MESSAGE, parsePictureUrl } from '../../media/domain/picture.js';

export const DEAL_TITLE_MAX_LENGTH = 100;
export const DEAL_DESCRIPTION_MAX_LENGTH = 2000;
export const DEAL_IMAGE_URL_MAX_LENGTH = 2048;
/** Upper bound of any deal price in dollars: far above the product's $5–$30 range, it only stops absurd values. */
export const MAX_DEAL_PRICE = 10_000;
/** Upper bound of maxRedemptionsPerUser (the product recommends 1–5). */
export const MAX_REDEMPTIONS_PER_USER = 100;

export const PRICE_MESSAGE = 'Price must be a positive number';
export const DISCOUNT_PERCENT_MESSAGE = 'Discount must be between 1% and 100%';
export const START_DATE_MESSAGE = 'Please enter a valid start date';
export const END_DATE_MESSAGE = 'Please enter a valid end date';
export const MAX_REDEMPTIONS_MESSAGE = 'Max redemptions must be a positive number';
const CATEGORY_MESSAGE = 'Please select a category';

export function dealTitleField() {
  return requiredString({
    label: 'Title',
    max: DEAL_TITLE_MAX_LENGTH,
    min: { length: 3, message: 'Title must be at least 3 characters' },
  });
}

export function dealDescriptionField() {
  return requiredString({
    label: 'Description',
    max: DEAL_DESCRIPTION_MAX_LENGTH,
    min: { length: 10, message: 'Description must be at least 10 characters' },
  });
}

/** A category of the given list (a form's select), 'Please select a category' otherwise. */
export function dealCategoryField<const Values extends readonly [string, ...string[]]>(categories: Values) {
  return choiceField(categories, CATEGORY_MESSAGE);
}

/** The category of an API payload: one of the shared list, or a legacy wizard name turned into its category. */
export function anyDealCategoryField() {
  return dealCategoryField(ACCEPTED_CATEGORY_NAMES).transform(canonicalCategory);
}

/** A deal's picture: the path of a picture uploaded to this site (links to other hosts are refused). */
export function dealImageUrlField() {
  return optionalString({ label: 'Image URL', max: DEAL_IMAGE_URL_MAX_LENGTH }).refine(
    (value) => value === undefined || parsePictureUrl(value) !== null,
    FOREIGN_PICTURE_MESSAGE,
  );
}

export function priceCap(schema: z.ZodNumber) {
  return schema.max(MAX_DEAL_PRICE, `Price cannot exceed $${MAX_DEAL_PRICE.toLocaleString('en-US')}`);
}

/** The smallest price: one cent, so no price rounds to 0 cents when stored. */
export const MIN_DEAL_PRICE = 0.01;

/** A price in dollars of at least one cent, reported with `message`. */
export function positivePrice(message: string) {
  return (schema: z.ZodNumber) => priceCap(schema.min(MIN_DEAL_PRICE, message));
}

/** The smallest price a customer can pay, in dollars: a deal is charged exactly its price. */
export const MIN_CHARGEABLE_PRICE = centsToDollars(MIN_CHARGE_CENTS);
export const MIN_CHARGEABLE_PRICE_MESSAGE = `Price must be at least ${formatUsd(MIN_CHARGE_CENTS)}, the smallest amount a card can be charged`;

/**
 * The price a customer is charged (a fixed deal's price): positive ('Price must be a positive
 * number'), then at least MIN_CHARGEABLE_PRICE, so no deal is created that can never be bought.
 */
export function chargeablePrice(schema: z.ZodNumber) {
  return positivePrice(PRICE_MESSAGE)(schema).refine((price) => price <= 0 || price >= MIN_CHARGEABLE_PRICE, MIN_CHARGEABLE_PRICE_MESSAGE);
}

export function discountPercentRule(schema: z.ZodNumber) {
  return schema.int(DISCOUNT_PERCENT_MESSAGE).min(1, DISCOUNT_PERCENT_MESSAGE).max(100, DISCOUNT_PERCENT_MESSAGE);
}

export function maxRedemptionsRule(schema: z.ZodNumber) {
  return schema
    .int(MAX_REDEMPTIONS_MESSAGE)
    .positive(MAX_REDEMPTIONS_MESSAGE)
    .max(MAX_REDEMPTIONS_PER_USER, `Max redemptions cannot exceed ${MAX_REDEMPTIONS_PER_USER}`);
}

/** Fields every new deal carries. Unknown keys (businessId, featured, ...) are dropped, so a client cannot set them. */
export const standardDealPayloadShape = {
  title: dealTitleField(),
  description: dealDescriptionField(),
  category: anyDealCategoryField(),
  price: chargeablePrice(numberField()),
  discountPercent: discountPercentRule(numberField()),
  startDate: isoDateField(START_DATE_MESSAGE),
  endDate: isoDateField(END_DATE_MESSAGE),
  maxRedemptionsPerUser: maxRedemptionsRule(numberField()).default(1),
  imageUrl: dealImageUrlField(),
  active: booleanField().optional(),
};

/**
 * The standard deal form, which holds numbers and dates as its inputs give them. The
 * specification shows no end-after-start rule for the form; the entity refuses reversed dates.
 */
export const standardDealFormObject = payloadObject({
  title: dealTitleField(),
  description: dealDescriptionField(),
  category: dealCategoryField(DEAL_CATEGORIES),
  price: formNumber(PRICE_MESSAGE, chargeablePrice),
  offerType: offerTypeField().default('percent'),
  discountPercent: formNumber(DISCOUNT_PERCENT_MESSAGE, discountPercentRule).optional(),
  freeItem: freeItemField().optional(),
  startDate: formDateField(START_DATE_MESSAGE),
  endDate: formDateField(END_DATE_MESSAGE),
  maxRedemptionsPerUser: formNumber(MAX_REDEMPTIONS_MESSAGE, maxRedemptionsRule),
  imageUrl: dealImageUrlField(),
  active: booleanField().optional(),
});

/** The standard form with its offer choice: "Percentage off" asks for discountPercent, "Free item" for freeItem. */
export const standardDealFormSchema = withOfferChoice(standardDealFormObject.refine(SOME_OFFER_RULE.check, SOME_OFFER_RULE.params));
export type StandardDealFormInput = z.input<typeof standardDealFormObject>;
export type StandardDealFormValues = z.output<typeof standardDealFormSchema>;

/**
 * A standard deal as the API takes it. No end-after-start check here: the specification has
 * none, and the entity refuses reversed dates with its own message.
 */
export const standardDealPayloadSchema = payloadObject({
  ...standardDealPayloadShape,
  discountPercent: discountPercentRule(numberField()).optional(),
  freeItem: freeItemField().nullish(),
})
  .refine(NOT_BOTH_OFFERS_RULE.check, NOT_BOTH_OFFERS_RULE.params)
  .refine(SOME_OFFER_RULE.check, SOME_OFFER_RULE.params);
export type StandardDealPayloadInput = z.input<typeof standardDealPayloadSchema>;
export type StandardDealPayload = z.output<typeof standardDealPayloadSchema>;
