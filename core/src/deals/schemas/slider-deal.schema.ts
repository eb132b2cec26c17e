import { z } from 'zod';
import {
  defaultError,
  INVALID_INPUT_MESSAGE,
  numberField,
  payloadObject,
  whenValid,
} from '../../shared/validation/messages.js';
import {
  BASE_PRICE_MESSAGE,
  maxPriceRule,
  MIN_SLIDER_PRICE,
  minPriceRule,
  PRICE_RANGE_RULE,
} from './cash-to-discount-deal.schema.js';
import { discountPercentRule, positivePrice, standardDealPayloadShape } from './standard-deal.schema.js';

export const SLIDER_DISCOUNT_STEP_COUNT = 6;
export const DISCOUNT_STEPS_COUNT_MESSAGE = `Exactly ${SLIDER_DISCOUNT_STEP_COUNT} discount steps are required`;

const discountStepsArray = z
  .array(discountPercentRule(numberField()), { error: defaultError })
  .length(SLIDER_DISCOUNT_STEP_COUNT, DISCOUNT_STEPS_COUNT_MESSAGE);

/**
 * discountSteps: a JSON string holding 6 whole percentages from 1 to 100 (one per $5 step, the
 * first is the lead discount), as the earlier form sends it; an already-parsed array is taken too.
 * Output: the array of numbers.
 */
export function discountStepsField() {
  return z
    .union([z.string().max(200, INVALID_INPUT_MESSAGE), z.array(z.unknown())], { error: defaultError })
    .transform((value, ctx): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: INVALID_INPUT_MESSAGE, input: value });
        return z.NEVER;
      }
    })
    .pipe(discountStepsArray);
}

/** A deal from the earlier single-page slider form, still accepted. */
export const sliderDealPayloadSchema = payloadObject({
  ...standardDealPayloadShape,
  isSliderDeal: z.literal(true, { error: defaultError }),
  basePrice: positivePrice(BASE_PRICE_MESSAGE)(numberField()),
  minPrice: minPriceRule(numberField()).default(MIN_SLIDER_PRICE),
  maxPrice: maxPriceRule(numberField()),
  minDiscountPercent: discountPercentRule(numberField()),
  maxDiscountPercent: discountPercentRule(numberField()),
  discountSteps: discountStepsField(),
})
  .refine(PRICE_RANGE_RULE.check, PRICE_RANGE_RULE.params)
  .refine((deal) => deal.maxDiscountPercent >= deal.minDiscountPercent, {
    message: 'Maximum discount cannot be below minimum discount',
    path: ['maxDiscountPercent'],
    when: whenValid('minDiscountPercent', 'maxDiscountPercent'),
  });
export type SliderDealPayloadInput = z.input<typeof sliderDealPayloadSchema>;
export type SliderDealPayload = z.output<typeof sliderDealPayloadSchema>;
