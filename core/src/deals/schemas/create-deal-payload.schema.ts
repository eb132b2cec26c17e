import { z } from 'zod';
import { defaultError } from '../../shared/validation/messages.js';
import {
  type CashToDiscountDealPayload,
  cashToDiscountDealPayloadSchema,
  DISCOUNT_STEP_KEYS,
} from './cash-to-discount-deal.schema.js';
import { type SliderDealPayload, sliderDealPayloadSchema } from './slider-deal.schema.js';
import { type StandardDealPayload, standardDealPayloadSchema } from './standard-deal.schema.js';

export type CreateDealPayload =
  | { readonly kind: 'standard'; readonly data: StandardDealPayload }
  | { readonly kind: 'slider'; readonly data: SliderDealPayload }
  | { readonly kind: 'cash-to-discount'; readonly data: CashToDiscountDealPayload };
export type DealKind = CreateDealPayload['kind'];

// Keys only a Cash to Discount wizard sends.
const CASH_TO_DISCOUNT_KEYS = [
  ...DISCOUNT_STEP_KEYS,
  'baseDiscount',
  'maxDiscount',
  'isSlidingDeal',
  'slidingDiscounts',
] as const;

/**
 * Which of the three forms sent a deal: Cash to Discount when any key of the wizard is present,
 * slider when isSliderDeal is true or discountSteps is present, standard otherwise.
 */
export function detectDealKind(body: Readonly<Record<string, unknown>>): DealKind {
  if (CASH_TO_DISCOUNT_KEYS.some((key) => body[key] !== undefined)) return 'cash-to-discount';
  if (body['isSliderDeal'] === true || body['discountSteps'] !== undefined) return 'slider';
  return 'standard';
}

const schemas = {
  standard: standardDealPayloadSchema,
  slider: sliderDealPayloadSchema,
  'cash-to-discount': cashToDiscountDealPayloadSchema,
} as const;

/**
 * A new deal in any of the three shapes, each validated by its own schema and tagged with its
 * kind. Keys no shape knows (businessId, featured, ...) never reach `data`, so a client cannot
 * set them.
 */
export const createDealPayloadSchema = z
  .record(z.string(), z.unknown(), { error: defaultError })
  .transform((body, ctx): CreateDealPayload => {
    const kind = detectDealKind(body);
    const result = schemas[kind].safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: body });
      }
      return z.NEVER;
    }
    return { kind, data: result.data } as CreateDealPayload;
  });
export type CreateDealPayloadInput = z.input<typeof createDealPayloadSchema>;
