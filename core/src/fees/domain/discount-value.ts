import { cents, percentOf, type Cents } from '../../shared/domain/money.js';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Purchase amount slider of the discount-value widget: $5–$20 in $5 steps, $10 by default. */
export const PURCHASE_SLIDER_CENTS: SliderBounds = { min: 500, max: 2000, step: 500, default: 1000 };
/** Discount slider of the widget: 15–40% in steps of 5, 25% by default. */
export const DISCOUNT_PERCENT_SLIDER: SliderBounds = { min: 15, max: 40, step: 5, default: 25 };
/** The widget values a discount on a $100 spend. */
export const EXAMPLE_SPEND_CENTS = cents(10000);

export type DiscountValueBadge = 'Profitable' | 'Break Even';

export interface DiscountValue {
  discountAmountCents: Cents;
  /** Negative when the purchase costs more than the discount saves. */
  netSavingsCents: number;
  /** Net savings ÷ purchase amount × 100, unrounded. */
  roiPercent: number;
  breakEvenSpendCents: Cents;
  badge: DiscountValueBadge;
}

/**
 * What a prepaid discount is worth on a $100 spend: the discount, the saving net of the purchase,
 * the ROI, and the spend at which the discount pays back the purchase.
 */
export function calculateDiscountValue(input: { purchaseCents: number; discountPercent: number }): DiscountValue {
  const { purchaseCents, discountPercent } = input;
  // Both divide below: ROI by the purchase, break-even by the discount.
  if (!(purchaseCents > 0)) throw new RangeError(`The purchase amount must be positive: ${purchaseCents}`);
  if (!(discountPercent > 0)) throw new RangeError(`The discount must be positive: ${discountPercent}`);

  const discountAmountCents = percentOf(EXAMPLE_SPEND_CENTS, discountPercent);
  const netSavingsCents = discountAmountCents - purchaseCents;
  const roiPercent = (netSavingsCents / purchaseCents) * 100;
  return {
    discountAmountCents,
    netSavingsCents,
    roiPercent,
    breakEvenSpendCents: cents(Math.round((purchaseCents * 100) / discountPercent)),
    badge: roiPercent > 0 ? 'Profitable' : 'Break Even',
  };
}
