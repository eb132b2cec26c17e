import { ValidationError } from '../../shared/domain/domain-error.js';
import { addCents, cents, formatUsd, multiplyCents, type Cents } from '../../shared/domain/money.js';
import {
  defaultRedemptions,
  discountAtPrice,
  effectiveMaxPriceCents,
  effectiveMinPriceCents,
  isOfferedPrice,
  startingDiscountPercent,
  startingPriceCents,
  type SliderPricingRules,
} from './slider-pricing.js';
import { redemptionBounds } from './uses-allowance.js';

/** Each redemption beyond the first adds $5. */
export const EXTRA_REDEMPTION_CENTS = cents(500);

/**
 * The smallest amount a card can be charged (Stripe's minimum for USD). A deal is charged exactly its
 * price, so a deal priced below this could never be bought: creation refuses it.
 */
export const MIN_CHARGE_CENTS = cents(50);

/** What the client asks for at checkout. Absent values take the deal's starting values. */
export interface CheckoutRequest {
  priceCents?: number | null;
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

/** The surcharge for extra redemptions: $5 for each beyond the first. */
export function extraRedemptionsCents(redemptions: number): Cents {
  if (!Number.isInteger(redemptions) || redemptions < 1) {
    throw new RangeError(`Redemptions must be a whole number of at least 1: ${redemptions}`);
  }
  return multiplyCents(EXTRA_REDEMPTION_CENTS, redemptions - 1);
}

/**
 * Computes the amount to charge for a checkout request: exactly an offered price (a slider deal's
 * price point, a fixed deal's price) plus the extra redemptions, never a rounded one. The client's
 * price, discount and redemptions are only a request: the server recomputes everything from the deal's rules and refuses a mismatch.
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
  const amountCents = addCents(unitPriceCents, extraRedemptionsCents(redemptions));
  if (amountCents < MIN_CHARGE_CENTS) {
    fail('checkout.amount_not_positive', 'priceCents', `This deal cannot be bought: its price is below ${formatUsd(MIN_CHARGE_CENTS)}.`);
  }

  const isCustom =
    unitPriceCents !== startingPriceCents(rules) ||
    discountPercent !== startingDiscountPercent(rules) ||
    redemptions !== defaultRedemptions(rules);

  return { unitPriceCents, discountPercent, redemptions, amountCents, isCustom };
}

/** A fixed deal is charged exactly its price, the price every view shows. */
function fixedUnitPrice(rules: SliderPricingRules, requested: number | null | undefined): Cents {
  const unitPrice = rules.priceCents;
  if (requested != null && requested !== unitPrice) {
    fail('checkout.price_mismatch', 'priceCents', `This deal costs ${formatUsd(unitPrice)}; the requested price does not match.`);
  }
  return unitPrice;
}

function sliderUnitPrice(rules: SliderPricingRules, requested: number | null | undefined): Cents {
  const unitPrice = requested ?? startingPriceCents(rules);
  if (!isOfferedPrice(rules, unitPrice)) {
    const range = `from ${formatUsd(effectiveMinPriceCents(rules))} to ${formatUsd(effectiveMaxPriceCents(rules))} in $5 steps`;
    const asked = Number.isFinite(unitPrice) ? `The price ${formatUsd(unitPrice)} is not offered` : 'That price is not offered';
    fail('checkout.price_mismatch', 'priceCents', `${asked}; choose a price ${range}.`);
  }
  return cents(unitPrice);
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
