import { addCents, cents, multiplyCents, type Cents } from '../../shared/domain/money.js';

/** The pricing fields of a deal that decide what a customer pays and which discount they get. */
export interface SliderPricingRules {
  isSliderDeal: boolean;
  priceCents: Cents;
  discountPercent: number;
  minPriceCents: Cents | null;
  maxPriceCents: Cents | null;
  minDiscountPercent: number | null;
  maxDiscountPercent: number | null;
  /** One percent per $5 step from the minimum price; the first is the lead discount. */
  discountSteps: readonly number[] | null;
  minRedemptions: number | null;
  maxRedemptions: number | null;
}

/** A slider deal without a minimum price starts at $5 (customer-side section 3). */
export const DEFAULT_SLIDER_MIN_PRICE_CENTS = cents(500);
/** Slider prices move in $5 steps; each step has its own discount. */
export const PRICE_STEP_CENTS = cents(500);

/**
 * Reads the stored discount steps (a JSON array text, or an array already parsed).
 * @returns the steps, or null when the value is absent or malformed (the spec ignores a malformed value).
 */
export function parseDiscountSteps(raw: unknown): number[] | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || value.length === 0) return null;
  const steps: number[] = [];
  for (const step of value as unknown[]) {
    if (typeof step !== 'number' || !Number.isFinite(step) || step < 0 || step > 100) return null;
    steps.push(step);
  }
  return steps;
}

/** The lowest price of the deal: minPrice ($5 when a slider deal has none); a fixed deal has only its price. */
export function effectiveMinPriceCents(rules: SliderPricingRules): Cents {
  if (!rules.isSliderDeal) return rules.priceCents;
  return rules.minPriceCents ?? DEFAULT_SLIDER_MIN_PRICE_CENTS;
}

/**
 * The highest price of a slider deal: maxPrice (the deal's price when it has none), but never past
 * its last discount step: a deal with steps offers exactly the prices that have one, so a customer
 * paying more never gets a smaller, interpolated discount than at the last step.
 */
export function effectiveMaxPriceCents(rules: SliderPricingRules): Cents {
  if (!rules.isSliderDeal) return rules.priceCents;
  const max = rules.maxPriceCents ?? rules.priceCents;
  const steps = rules.discountSteps;
  if (!steps) return max;
  return cents(Math.min(max, addCents(effectiveMinPriceCents(rules), multiplyCents(PRICE_STEP_CENTS, steps.length - 1))));
}

/**
 * The discount a slider deal gives at a price: its step at floor((price − minPrice) / $5) when the
 * deal has steps (prices past the last step are not offered, see effectiveMaxPriceCents); else the
 * linear interpolation between the discount bounds across [minPrice, maxPrice],
 * rounded; else the deal's discountPercent. A fixed deal always gives its discountPercent.
 */
export function discountAtPrice(rules: SliderPricingRules, priceCents: number): number {
  if (!rules.isSliderDeal) return rules.discountPercent;
  const minPrice = effectiveMinPriceCents(rules);

  const steps = rules.discountSteps;
  if (steps) {
    const step = steps[Math.floor((priceCents - minPrice) / PRICE_STEP_CENTS)];
    if (step !== undefined) return step;
  }

  const { minDiscountPercent, maxDiscountPercent, maxPriceCents } = rules;
  if (minDiscountPercent !== null && maxDiscountPercent !== null && maxPriceCents !== null && maxPriceCents > minPrice) {
    const ratio = Math.min(1, Math.max(0, (priceCents - minPrice) / (maxPriceCents - minPrice)));
    return Math.round(minDiscountPercent + ratio * (maxDiscountPercent - minDiscountPercent));
  }

  return rules.discountPercent;
}

/**
 * Where the price picker starts: a slider deal at its minimum price, a fixed deal at its price.
 * A plain number, as the picker's state then holds whatever price the customer moves to.
 */
export function startingPriceCents(rules: SliderPricingRules): number {
  return rules.isSliderDeal ? effectiveMinPriceCents(rules) : rules.priceCents;
}

export function startingDiscountPercent(rules: SliderPricingRules): number {
  return discountAtPrice(rules, startingPriceCents(rules));
}

/**
 * How many redemptions a purchase starts with: minRedemptions, else 1. A purchase is at least one use,
 * so a minRedemptions of zero or less counts as absent.
 */
export function defaultRedemptions(rules: SliderPricingRules): number {
  return Math.max(1, rules.minRedemptions ?? 1);
}

/**
 * The price points a slider deal offers, and the only prices checkout accepts: every $5 from its
 * minimum to its maximum price (one per discount step when it has steps); none for a fixed deal.
 */
export function sliderPricePoints(rules: SliderPricingRules): Cents[] {
  if (!rules.isSliderDeal) return [];
  const points: Cents[] = [];
  const max = effectiveMaxPriceCents(rules);
  for (let price = effectiveMinPriceCents(rules); price <= max; price = addCents(price, PRICE_STEP_CENTS)) points.push(price);
  return points;
}

/** Whether the customer may pay this price for the deal: one of its price points, or a fixed deal's price. */
export function isOfferedPrice(rules: SliderPricingRules, priceCents: number): boolean {
  if (!rules.isSliderDeal) return priceCents === rules.priceCents;
  return sliderPricePoints(rules).some((point) => point === priceCents);
}
