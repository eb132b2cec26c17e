import type { Cents } from '../../shared/domain/money.js';
import { discountAtPrice, sliderPricePoints, type SliderPricingRules } from './slider-pricing.js';

/** One price a customer can pay for a deal and the discount it unlocks. */
export interface PurchaseTier {
  priceCents: Cents;
  discountPercent: number;
}

/**
 * The deal's own purchase tiers, cheapest first: each $5 price point of a slider deal with the
 * discount checkout gives at it (its steps, else the interpolation, else its discountPercent), or
 * the one price of a fixed deal. A tier that costs nothing or unlocks no discount is left out, so a
 * deal without usable pricing has none (the card then shows the specification's sample tiers).
 */
export function purchaseTiers(rules: SliderPricingRules): PurchaseTier[] {
  const prices = rules.isSliderDeal ? sliderPricePoints(rules) : [rules.priceCents];
  return prices
    .map((priceCents) => ({ priceCents, discountPercent: discountAtPrice(rules, priceCents) }))
    .filter((tier) => tier.priceCents > 0 && tier.discountPercent > 0);
}

/** "$5" for whole dollars, else "$7.50", as the card's tier labels write prices. */
function shortUsd(amount: number): string {
  return amount % 100 === 0 ? `$${amount / 100}` : `$${(amount / 100).toFixed(2)}`;
}

/** "$5–$30" (en dash) for tiers from $5 to $30, "$5" for a single price; null without tiers. */
export function tierPriceRange(tiers: readonly { priceCents: number; discountPercent: number }[]): string | null {
  if (tiers.length === 0) return null;
  const prices = tiers.map((tier) => tier.priceCents);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? shortUsd(low) : `${shortUsd(low)}–${shortUsd(high)}`;
}
