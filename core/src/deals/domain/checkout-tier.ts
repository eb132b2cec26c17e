import { ValidationError } from '../../shared/domain/domain-error.js';
import { cents, type Cents } from '../../shared/domain/money.js';
import { extraRedemptionsCents, quoteCheckout } from './checkout-pricing.js';
import { defaultRedemptions, discountAtPrice, sliderPricePoints, startingPriceCents, type SliderPricingRules } from './slider-pricing.js';
import { redemptionBounds, type RedemptionRange } from './uses-allowance.js';

/** What a customer picks at checkout: an offered price and a number of uses. */
export interface CheckoutTier {
  /** Plain cents: the web app holds it in its state; the server's quote brands it. */
  priceCents: number;
  redemptions: number;
}

/** What the checkout shows for a tier before the server quotes it. */
export interface CheckoutPreview {
  amountCents: Cents;
  discountPercent: number;
  /** The tier differs from the deal's starting values (the "Custom" marker). */
  isCustom: boolean;
}

/** The uses nearest to `requested` within the range (a whole number). */
export function fitRedemptions(range: RedemptionRange, requested: number): number {
  const whole = Number.isFinite(requested) ? Math.round(requested) : range.min;
  return Math.min(range.max, Math.max(range.min, whole));
}

/** The offered price nearest to `askedCents`: a slider's nearest price point, a fixed deal's price. */
export function nearestOfferedPriceCents(rules: SliderPricingRules, askedCents: number): number {
  const start = startingPriceCents(rules);
  if (!Number.isFinite(askedCents)) return start;
  return sliderPricePoints(rules).reduce((best, point) => (Math.abs(point - askedCents) < Math.abs(best - askedCents) ? point : best), start);
}

/**
 * Where the checkout starts: the asked price and uses (a deal page's link) moved to the nearest
 * the deal offers, else the deal's starting price and default uses.
 */
export function initialCheckoutTier(rules: SliderPricingRules, asked: { priceCents?: number | undefined; redemptions?: number | undefined }): CheckoutTier {
  const priceCents = asked.priceCents === undefined ? startingPriceCents(rules) : nearestOfferedPriceCents(rules, asked.priceCents);
  return { priceCents, redemptions: fitRedemptions(redemptionBounds(rules), asked.redemptions ?? defaultRedemptions(rules)) };
}

/**
 * The amount, discount and Custom marker of a tier, as the server will quote them. A tier the
 * server would refuse (a price below the card minimum) still shows its plain sum: the server's
 * refusal is what the customer then reads.
 */
export function previewCheckout(rules: SliderPricingRules, tier: CheckoutTier): CheckoutPreview {
  try {
    const { amountCents, discountPercent, isCustom } = quoteCheckout(rules, tier);
    return { amountCents, discountPercent, isCustom };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { amountCents: cents(tier.priceCents + extraRedemptionsCents(tier.redemptions)), discountPercent: discountAtPrice(rules, tier.priceCents), isCustom: false };
  }
}
