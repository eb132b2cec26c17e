import { z } from 'zod';
import { choiceField, requiredString, whenValid } from '../../shared/validation/messages.js';

export const FREE_ITEM_MIN_LENGTH = 2;
export const FREE_ITEM_MAX_LENGTH = 80;
export const FREE_ITEM_MESSAGE = `Free item must be ${FREE_ITEM_MIN_LENGTH} to ${FREE_ITEM_MAX_LENGTH} characters`;
export const BOTH_OFFERS_MESSAGE = 'A deal offers a percentage off or a free item, not both';
export const NO_OFFER_MESSAGE = 'Enter a discount percentage or a free item';

/** What a standard deal offers: a percentage off, or a free item (its discountPercent is stored as 0). */
export const OFFER_TYPES = ['percent', 'freeItem'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** The free item's name, e.g. "Free coffee with any pastry": trimmed, 2 to 80 characters. */
export function freeItemField() {
  return requiredString({
    label: 'Free item',
    max: FREE_ITEM_MAX_LENGTH,
    min: { length: FREE_ITEM_MIN_LENGTH, message: FREE_ITEM_MESSAGE },
  });
}

type OfferValues = { readonly discountPercent?: number | null | undefined; readonly freeItem?: string | null | undefined };

const hasDiscount = (values: OfferValues) => values.discountPercent !== undefined && values.discountPercent !== null;
const hasFreeItem = (values: OfferValues) => values.freeItem !== undefined && values.freeItem !== null;

/** Refinement of a payload: never a percentage and a free item together, reported on freeItem. */
export const NOT_BOTH_OFFERS_RULE = {
  check: (values: OfferValues) => !(hasDiscount(values) && hasFreeItem(values)),
  params: { message: BOTH_OFFERS_MESSAGE, path: ['freeItem'], when: whenValid('discountPercent', 'freeItem') },
};

/** Refinement of a creation payload: one of the two offers, reported on discountPercent. */
export const SOME_OFFER_RULE = {
  check: (values: OfferValues) => hasDiscount(values) || hasFreeItem(values),
  params: { message: NO_OFFER_MESSAGE, path: ['discountPercent'], when: whenValid('discountPercent', 'freeItem') },
};

/** The form's offer choice ("Percentage off" or "Free item"). */
export function offerTypeField() {
  return choiceField(OFFER_TYPES, 'Choose what the deal offers');
}

/**
 * A deal form's values with offerType: the field of the offer not chosen is dropped before
 * validation, so the chosen one is required with its own message and the other never blocks.
 */
export function withOfferChoice<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const values = { ...(input as Record<string, unknown>) };
    if (values['offerType'] === 'freeItem') delete values['discountPercent'];
    else delete values['freeItem'];
    return values;
  }, schema);
}
