import { dollarsToCents } from '@marketplace/core/shared/domain/money';
import { discountAtPrice, parseDiscountSteps, sliderPricePoints, startingPriceCents, type SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import type { Deal } from '../../types/deal.js';

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

/** The deal's pricing fields in core's terms (cents, parsed steps). */
export function pricingRules(deal: Deal): SliderPricingRules {
  return {
    isSliderDeal: deal.isSliderDeal,
    priceCents: dollarsToCents(deal.price),
    discountPercent: deal.discountPercent,
    minPriceCents: cents(deal.minPrice),
    maxPriceCents: cents(deal.maxPrice),
    minDiscountPercent: deal.minDiscountPercent,
    maxDiscountPercent: deal.maxDiscountPercent,
    discountSteps: parseDiscountSteps(deal.discountSteps),
    minRedemptions: deal.minRedemptions,
    maxRedemptions: deal.maxRedemptions,
  };
}

/** The best discount the deal offers: the top of a slider's range, or a fixed deal's percent. */
export function headlineDiscount(deal: Deal): number {
  const rules = pricingRules(deal);
  if (!rules.isSliderDeal) return rules.discountPercent;
  const points = sliderPricePoints(rules);
  return Math.max(rules.discountPercent, ...points.map((price) => discountAtPrice(rules, price)));
}

/** The lowest price a customer can pay for the deal, in cents. */
export function lowestPriceCents(deal: Deal): number {
  return startingPriceCents(pricingRules(deal));
}

/** "Austin, TX", or the fixed "Business Location" label when the business has no place. */
export function businessLocation(deal: Deal): string {
  const place = [deal.business?.city, deal.business?.state].filter(Boolean).join(', ');
  return place || 'Business Location';
}
