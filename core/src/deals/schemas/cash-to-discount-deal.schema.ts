import { z } from 'zod';
import {
  booleanField,
  defaultError,
  formDateField,
  formNumber,
  INVALID_INPUT_MESSAGE,
  isoDateField,
  numberField,
  payloadObject,
  whenValid,
} from '../../shared/validation/messages.js';
import { centsToDollars, dollarsToCents } from '../../shared/domain/money.js';
import { PRICE_OPTIONS_CENTS } from '../domain/cash-to-discount.js';
import { DEFAULT_SLIDER_MIN_PRICE_CENTS } from '../domain/slider-pricing.js';
import { cashToDiscountPriceOptions, MAX_PRICE_OPTION_RULE, STARTING_PRICE_STEP_RULE } from './cash-to-discount-price-options.js';
import { CASH_TO_DISCOUNT_CATEGORIES } from './deal-categories.js';
import {
  anyDealCategoryField,
  dealCategoryField,
  dealDescriptionField,
  dealImageUrlField,
  dealTitleField,
  discountPercentRule,
  END_DATE_MESSAGE,
  MAX_REDEMPTIONS_MESSAGE,
  maxRedemptionsRule,
  positivePrice,
  PRICE_MESSAGE,
  priceCap,
  START_DATE_MESSAGE,
} from './standard-deal.schema.js';

/** The default wizard's price options in dollars, as its payload speaks: $5 to $30 in $5 steps. */
export const CASH_TO_DISCOUNT_PRICE_POINTS: readonly number[] = PRICE_OPTIONS_CENTS.map(centsToDollars);

export const MIN_SLIDER_PRICE = centsToDollars(DEFAULT_SLIDER_MIN_PRICE_CENTS);

export const BASE_PRICE_MESSAGE = 'Base price must be a positive number';
export const MIN_PRICE_MESSAGE = 'Minimum price must be at least $5';
export const MAX_PRICE_MESSAGE = 'Maximum price must be at least $5';
const DISCOUNT_AT_LEAST_MESSAGE = 'Discount must be at least 1%';

/** minPrice: at least $5. */
export function minPriceRule(schema: z.ZodNumber) {
  return priceCap(schema.min(MIN_SLIDER_PRICE, MIN_PRICE_MESSAGE));
}

/** maxPrice: at least $5 (and above minPrice, see PRICE_RANGE_RULE). */
export function maxPriceRule(schema: z.ZodNumber) {
  return priceCap(schema.min(MIN_SLIDER_PRICE, MAX_PRICE_MESSAGE));
}

/** A discount of the wizard (base, maximum, each step): a whole percentage from 1 to 100. */
export function stepDiscountRule(schema: z.ZodNumber) {
  return schema
    .int(INVALID_INPUT_MESSAGE)
    .min(1, DISCOUNT_AT_LEAST_MESSAGE)
    .max(100, 'Discount cannot exceed 100%');
}

/** Refinement: maxPrice above minPrice, reported on maxPrice. */
export const PRICE_RANGE_RULE = {
  check: (values: { readonly minPrice: number; readonly maxPrice: number }) => values.maxPrice > values.minPrice,
  params: {
    message: 'Maximum price must be greater than minimum price',
    path: ['maxPrice'],
    when: whenValid('minPrice', 'maxPrice'),
  },
};

const DISCOUNT_RANGE_RULE = {
  check: (values: { readonly baseDiscount: number; readonly maxDiscount: number }) =>
    values.maxDiscount > values.baseDiscount,
  params: {
    message: 'Maximum discount must be greater than base discount',
    path: ['maxDiscount'],
    when: whenValid('baseDiscount', 'maxDiscount'),
  },
};

const STEP_KEYS = [
  'discountStep1',
  'discountStep2',
  'discountStep3',
  'discountStep4',
  'discountStep5',
  'discountStep6',
] as const;
export type DiscountStepKey = (typeof STEP_KEYS)[number];
export const DISCOUNT_STEP_KEYS: readonly DiscountStepKey[] = STEP_KEYS;

function stepShape<Field extends z.ZodType>(field: () => Field): Record<DiscountStepKey, Field> {
  return Object.fromEntries(STEP_KEYS.map((key) => [key, field()])) as Record<DiscountStepKey, Field>;
}

const formStepDiscount = () => formNumber(DISCOUNT_AT_LEAST_MESSAGE, stepDiscountRule);
const payloadStepDiscount = () => stepDiscountRule(numberField());

/**
 * The Cash to Discount wizard, which holds numbers as its sliders and dropdowns give them (a
 * dropdown may hold "15"). No end-after-start check: the specification shows none.
 */
export const cashToDiscountDealFormSchema = payloadObject({
  title: dealTitleField(),
  description: dealDescriptionField(),
  category: dealCategoryField(CASH_TO_DISCOUNT_CATEGORIES),
  imageUrl: dealImageUrlField(),
  basePrice: formNumber(BASE_PRICE_MESSAGE, positivePrice(BASE_PRICE_MESSAGE)),
  minPrice: formNumber(MIN_PRICE_MESSAGE, minPriceRule),
  maxPrice: formNumber(MAX_PRICE_MESSAGE, maxPriceRule),
  baseDiscount: formStepDiscount(),
  maxDiscount: formStepDiscount(),
  ...stepShape(formStepDiscount),
  startDate: formDateField(START_DATE_MESSAGE),
  endDate: formDateField(END_DATE_MESSAGE),
  maxRedemptionsPerUser: formNumber(MAX_REDEMPTIONS_MESSAGE, maxRedemptionsRule),
})
  .refine(PRICE_RANGE_RULE.check, PRICE_RANGE_RULE.params)
  .refine(DISCOUNT_RANGE_RULE.check, DISCOUNT_RANGE_RULE.params)
  .refine(STARTING_PRICE_STEP_RULE.check, STARTING_PRICE_STEP_RULE.params)
  .refine(MAX_PRICE_OPTION_RULE.check, MAX_PRICE_OPTION_RULE.params);
export type CashToDiscountDealFormInput = z.input<typeof cashToDiscountDealFormSchema>;
export type CashToDiscountDealFormValues = z.output<typeof cashToDiscountDealFormSchema>;

/** The wizard's three steps and the fields each validates before Next. */
export const CASH_TO_DISCOUNT_WIZARD_STEPS = [
  { step: 1, title: 'Basic Information', fields: ['title', 'description', 'category', 'imageUrl'] },
  {
    step: 2,
    title: 'Price & Discount Settings',
    fields: ['basePrice', 'minPrice', 'maxPrice', 'baseDiscount', 'maxDiscount', ...STEP_KEYS],
  },
  { step: 3, title: 'Review & Finalize', fields: ['startDate', 'endDate', 'maxRedemptionsPerUser'] },
] as const satisfies readonly { step: number; title: string; fields: readonly (keyof CashToDiscountDealFormInput)[] }[];

export const SLIDING_DISCOUNTS_MESSAGE =
  'slidingDiscounts must list the six price options from the starting price with the discounts discountStep1 to discountStep6';

/** slidingDiscounts repeats the six price options and their step discounts, or it would contradict them. */
function matchesPriceOptions(
  deal: { readonly minPrice: number; readonly slidingDiscounts?: readonly { price: number; discountPercent: number }[] | undefined } & Record<DiscountStepKey, number>,
): boolean {
  const options = cashToDiscountPriceOptions(deal.minPrice);
  const pairs = deal.slidingDiscounts ?? [];
  return (
    pairs.length === options.length &&
    pairs.every((pair, i) => dollarsToCents(pair.price) === dollarsToCents(options[i] ?? 0) && pair.discountPercent === deal[STEP_KEYS[i] as DiscountStepKey])
  );
}

const slidingDiscountSchema = payloadObject({
  price: positivePrice(PRICE_MESSAGE)(numberField()),
  discountPercent: discountPercentRule(numberField()),
});

/**
 * The wizard's deal. The flag may be named isSlidingDeal or isSliderDeal, as both appear in the
 * product; the output always says isSlidingDeal.
 */
export const cashToDiscountDealPayloadSchema = payloadObject({
  title: dealTitleField(),
  description: dealDescriptionField(),
  category: anyDealCategoryField(),
  imageUrl: dealImageUrlField(),
  basePrice: positivePrice(BASE_PRICE_MESSAGE)(numberField()),
  minPrice: minPriceRule(numberField()),
  maxPrice: maxPriceRule(numberField()),
  baseDiscount: payloadStepDiscount(),
  maxDiscount: payloadStepDiscount(),
  ...stepShape(payloadStepDiscount),
  startDate: isoDateField(START_DATE_MESSAGE),
  endDate: isoDateField(END_DATE_MESSAGE),
  maxRedemptionsPerUser: maxRedemptionsRule(numberField()).default(1),
  price: positivePrice(PRICE_MESSAGE)(numberField()).optional(),
  discountPercent: discountPercentRule(numberField()).optional(),
  active: booleanField().optional(),
  isSlidingDeal: z.literal(true, { error: defaultError }).optional(),
  isSliderDeal: z.literal(true, { error: defaultError }).optional(),
  slidingDiscounts: z
    .array(slidingDiscountSchema, { error: defaultError })
    .min(1, INVALID_INPUT_MESSAGE)
    .max(CASH_TO_DISCOUNT_PRICE_POINTS.length, INVALID_INPUT_MESSAGE)
    .optional(),
})
  .refine(PRICE_RANGE_RULE.check, PRICE_RANGE_RULE.params)
  .refine(DISCOUNT_RANGE_RULE.check, DISCOUNT_RANGE_RULE.params)
  .refine(STARTING_PRICE_STEP_RULE.check, STARTING_PRICE_STEP_RULE.params)
  .refine(MAX_PRICE_OPTION_RULE.check, MAX_PRICE_OPTION_RULE.params)
  .refine((deal) => !deal.slidingDiscounts || matchesPriceOptions(deal), {
    message: SLIDING_DISCOUNTS_MESSAGE,
    path: ['slidingDiscounts'],
    when: whenValid('minPrice', 'maxPrice', 'slidingDiscounts', ...STEP_KEYS),
  })
  .transform((deal) =>
    withoutKey(
      {
        ...deal,
        price: deal.price ?? deal.basePrice,
        discountPercent: deal.discountPercent ?? deal.discountStep1,
        isSlidingDeal: true as const,
      },
      'isSliderDeal',
    ),
  );
export type CashToDiscountDealPayloadInput = z.input<typeof cashToDiscountDealPayloadSchema>;
export type CashToDiscountDealPayload = z.output<typeof cashToDiscountDealPayloadSchema>;

function withoutKey<Value extends object, Key extends keyof Value>(value: Value, key: Key): Omit<Value, Key> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
