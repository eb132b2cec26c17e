import { ValidationError } from '../../shared/domain/domain-error.js';
import { formatUsd, type Cents } from '../../shared/domain/money.js';
import {
  defaultRedemptions,
  discountAtPrice,
  effectiveMaxPriceCents,
  effectiveMinPriceCents,
  startingDiscountPercent,
  startingPriceCents,
  type SliderPricingRules,
} from './slider-pricing.js';
import { redemptionBounds } from './uses-allowance.js';

/** Each redemption beyond the first adds $5. */
export const EXTRA_REDEMPTION_CENTS: Cents = 500;

const FIVE_DOLLARS: Cents = 500;

/** What the client asks for at checkout. Absent values take the deal's starting values. */
export interface CheckoutRequest {
  priceCents?: Cents | null;
  discountPercent?: number | null;
  redemptions?: number | null;
}

/** What the server charges, computed from the deal's rules. */
export interface CheckoutQuote {
  unitPriceCents: Cents;
  discountPercent: number;
  redemptions: number;
  amountCents: Cents;
  /** The price, discount or redemptions differ from the deal's starting values (the "Custom" marker). */
  isCustom: boolean;
}

export type CheckoutErrorCode =
  | 'checkout.price_mismatch'
  | 'checkout.discount_mismatch'
  | 'checkout.redemptions_out_of_range'
  | 'checkout.amount_not_positive';

/** Rounds to the nearest multiple of $5; a tie ($2.50 past a multiple) goes up. */
export function roundToNearestFiveDollars(cents: Cents): Cents {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a finite amount: ${cents}`);
  // "+ 0" turns the -0 that Math.round gives for small negatives into 0.
  return Math.round(cents / FIVE_DOLLARS) * FIVE_DOLLARS + 0;
}

/** The surcharge for extra redemptions: $5 for each beyond the first. */
export function extraRedemptionsCents(redemptions: number): Cents {
  if (!Number.isInteger(redemptions) || redemptions < 1) {
    throw new RangeError(`Redemptions must be a whole number of at least 1: ${redemptions}`);
  }
  return (redemptions - 1) * EXTRA_REDEMPTION_CENTS;
}

/**
 * Computes the amount to charge for a checkout request. The client's price, discount and redemptions
 * are only a request: the server recomputes everything from the deal's rules and refuses a mismatch.
 * @throws ValidationError with a `checkout.*` code when the request breaks the deal's rules.
 */
export function quoteCheckout(rules: SliderPricingRules, request: CheckoutRequest): CheckoutQuote {
  const unitPriceCents = rules.isSliderDeal ? sliderUnitPrice(rules, request.priceCents) : fixedUnitPrice(rules, request.priceCents);

  const discountPercent = discountAtPrice(rules, unitPriceCents);
  const requestedDiscount = request.discountPercent;
  if (requestedDiscount != null && requestedDiscount !== discountPercent) {
    fail(
      'checkout.discount_mismatch',
      'discountPercent',
      `The discount at ${formatUsd(unitPriceCents)} is ${discountPercent}%, not ${requestedDiscount}%.`,
    );
  }

  const redemptions = checkedRedemptions(rules, request.redemptions);
  const amountCents = unitPriceCents + extraRedemptionsCents(redemptions);
  if (amountCents <= 0) {
    fail('checkout.amount_not_positive', 'priceCents', 'This deal cannot be bought: its price comes to nothing.');
  }

  const isCustom =
    unitPriceCents !== roundToNearestFiveDollars(startingPriceCents(rules)) ||
    discountPercent !== startingDiscountPercent(rules) ||
    redemptions !== defaultRedemptions(rules);

  return { unitPriceCents, discountPercent, redemptions, amountCents, isCustom };
}

function fixedUnitPrice(rules: SliderPricingRules, requested: Cents | null | undefined): Cents {
  const unitPrice = roundToNearestFiveDollars(rules.priceCents);
  if (requested != null && (!Number.isFinite(requested) || roundToNearestFiveDollars(requested) !== unitPrice)) {
    fail('checkout.price_mismatch', 'priceCents', `This deal costs ${formatUsd(unitPrice)}; the requested price does not match.`);
  }
  return unitPrice;
}

function sliderUnitPrice(rules: SliderPricingRules, requested: Cents | null | undefined): Cents {
  const min = effectiveMinPriceCents(rules);
  const max = effectiveMaxPriceCents(rules);
  const range = `between ${formatUsd(min)} and ${formatUsd(max)}`;
  if (requested != null && !Number.isFinite(requested)) {
    fail('checkout.price_mismatch', 'priceCents', `Choose a price ${range}.`);
  }
  const unitPrice = roundToNearestFiveDollars(requested ?? startingPriceCents(rules));
  if (unitPrice < min || unitPrice > max) {
    fail('checkout.price_mismatch', 'priceCents', `The price ${formatUsd(unitPrice)} is not offered; choose a price ${range}.`);
  }
  return unitPrice;
}

function checkedRedemptions(rules: SliderPricingRules, requested: number | null | undefined): number {
  const redemptions = requested ?? defaultRedemptions(rules);
  const { min, max } = redemptionBounds(rules);
  if (!Number.isInteger(redemptions) || redemptions < min || redemptions > max) {
    const allowed = min === max ? `exactly ${min}` : `a whole number from ${min} to ${max}`;
    fail('checkout.redemptions_out_of_range', 'redemptions', `Redemptions must be ${allowed}.`);
  }
  return redemptions;
}

function fail(code: CheckoutErrorCode, path: string, message: string): never {
  throw new ValidationError(message, [{ path, message }], code);
}
