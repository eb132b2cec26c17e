import { addCents, cents, multiplyCents, type Cents } from '../../shared/domain/money.js';
import { PRICE_STEP_CENTS } from './slider-pricing.js';

/** One discount per price option. */
export const STEP_COUNT = 6;

/**
 * The six prices a customer may pay for a Cash to Discount deal: $5 apart from the starting price,
 * exactly as the wizard's preview and price scale show them and as checkout charges them. The
 * default starting price of $5 gives business-side section 9's $5, $10, $15, $20, $25, $30.
 */
export function cashToDiscountPricePoints(startingPriceCents: number): Cents[] {
  const start = cents(startingPriceCents);
  return Array.from({ length: STEP_COUNT }, (_, i) => addCents(start, multiplyCents(PRICE_STEP_CENTS, i)));
}

/** The maximum price of a Cash to Discount deal: its sixth price option. */
export function cashToDiscountMaxPriceCents(startingPriceCents: number): Cents {
  return addCents(cents(startingPriceCents), multiplyCents(PRICE_STEP_CENTS, STEP_COUNT - 1));
}

/** The six fixed prices of the default Cash to Discount deal: $5 to $30. */
export const PRICE_OPTIONS_CENTS: readonly Cents[] = cashToDiscountPricePoints(cents(500));

/** The wizard's steps: Basic Information, Price & Discount Settings, Review & Finalize. */
export const WIZARD_STEP_COUNT = 3;

export const CASH_TO_DISCOUNT_DEFAULTS = {
  basePriceCents: cents(1500),
  minPriceCents: cents(500),
  maxPriceCents: cents(3000),
  baseDiscountPercent: 10,
  maxDiscountPercent: 35,
  discountSteps: [10, 15, 20, 25, 30, 35],
} as const satisfies {
  basePriceCents: Cents;
  minPriceCents: Cents;
  maxPriceCents: Cents;
  baseDiscountPercent: number;
  maxDiscountPercent: number;
  discountSteps: readonly number[];
};

/** The example structure panel of the wizard, in percent. */
export const EXAMPLE_STRUCTURE: readonly number[] = [10, 15, 20, 25, 30, 35];

export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}

/**
 * Slider bounds of the wizard's Price & Discount step (prices in cents, discounts in percent). The
 * maximum price follows the starting price (six options $5 apart), so it has no slider of its own:
 * a starting price of $5 to $25 gives a maximum of $30 to $50.
 */
export const WIZARD_SLIDER_BOUNDS = {
  startingPriceCents: { min: 500, max: 2500, step: 500 },
  startingDiscountPercent: { min: 5, max: 30, step: 1 },
  maximumDiscountPercent: { min: 15, max: 60, step: 1 },
} as const satisfies Record<string, RangeBounds>;

/** The choices of each price option's discount dropdown: 5% to 50% in steps of 5. */
export const STEP_DISCOUNT_CHOICES: readonly number[] = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50];

/** The discount slider of the earlier single-page slider form. */
export const SLIDER_FORM_DISCOUNT_BOUNDS: RangeBounds = { min: 1, max: 100, step: 1 };

/** Price inputs step by a cent on the standard form and by $5 for the slider form's min and max price. */
export const STANDARD_PRICE_INPUT_STEP_CENTS = cents(1);
export const SLIDER_PRICE_INPUT_STEP_CENTS = cents(500);



/** Recommended deal length in days: 14–90, best 30–45. */
export const RECOMMENDED_DURATION_DAYS = { min: 14, max: 90, bestMin: 30, bestMax: 45 } as const;
/** Recommended redemptions per user: 1–5. */
export const RECOMMENDED_REDEMPTIONS = { min: 1, max: 5 } as const;

/** The six step discounts spread evenly from the starting to the maximum discount, rounded. */
export function interpolateStepDiscounts(startPercent: number, maxPercent: number): number[] {
  if (!Number.isFinite(startPercent) || !Number.isFinite(maxPercent)) {
    throw new RangeError(`Discounts must be finite: ${startPercent}, ${maxPercent}`);
  }
  return Array.from({ length: STEP_COUNT }, (_, i) =>
    Math.round(startPercent + ((maxPercent - startPercent) * i) / (STEP_COUNT - 1)),
  );
}

/** A copy of the steps with one price option's discount set by hand. */
export function overrideStepDiscount(steps: readonly number[], index: number, percent: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index >= steps.length) {
    throw new RangeError(`No discount step at index ${index}`);
  }
  return steps.map((step, i) => (i === index ? percent : step));
}

/** The discountPercent the earlier slider form sends: the rounded average of its smallest and largest step. */
export function sliderFormDiscountPercent(steps: readonly number[]): number {
  if (steps.length === 0) throw new RangeError('At least one discount step is needed');
  return Math.round((Math.min(...steps) + Math.max(...steps)) / 2);
}

/** The price and discount pairs a Cash to Discount deal sends, one per price option from its starting price. */
export function slidingDiscounts(
  startingPriceCents: number,
  steps: readonly number[],
): { priceCents: Cents; discountPercent: number }[] {
  if (steps.length !== STEP_COUNT) {
    throw new RangeError(`Expected ${STEP_COUNT} discount steps, got ${steps.length}`);
  }
  return cashToDiscountPricePoints(startingPriceCents).map((priceCents, i) => ({ priceCents, discountPercent: steps[i] as number }));
}
