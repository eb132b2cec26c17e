import { PURCHASE_TIER_COUNT, SAMPLE_CARD_TIERS, SAMPLE_TIER_LABEL } from '@marketplace/core/deals/domain/discount-tiers';
import { purchaseTiers, tierPriceRange } from '@marketplace/core/deals/domain/purchase-tiers';
import { dollarsToCents } from '@marketplace/core/shared/domain/money';
import { discountAtPrice, parseDiscountSteps, sliderPricePoints, startingPriceCents, type SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import type { Deal } from '@marketplace/web-common/api/deal';

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

/** The deal card's tier panel: a title, at most two sample tiers, the tier count and whether there are more. */
export interface CardTierPanel {
  title: string;
  tiers: readonly { name: string; priceCents: number; discountPercent: number }[];
  count: number;
  countLabel: string;
  moreOnDetails: boolean;
}

const countLabel = (count: number) => `${count} purchase ${count === 1 ? 'tier' : 'tiers'}`;

/**
 * The card's tier panel from the deal's own tiers: "$5–$30 Tier Options" with the cheapest
 * (Basic) and the best (Premium) tier, and "6 purchase tiers". A deal without usable pricing gets
 * the specification's fixed sample ("$75–$125 Tier Options", "5 purchase tiers").
 */
export function cardTierPanel(deal: Deal): CardTierPanel {
  const tiers = purchaseTiers(pricingRules(deal));
  const range = tierPriceRange(tiers);
  const first = tiers[0];
  const last = tiers[tiers.length - 1];
  if (!range || !first || !last) {
    return { title: `${SAMPLE_TIER_LABEL} Tier Options`, tiers: SAMPLE_CARD_TIERS, count: PURCHASE_TIER_COUNT, countLabel: countLabel(PURCHASE_TIER_COUNT), moreOnDetails: true };
  }
  if (tiers.length === 1) {
    return { title: `${range} Tier Option`, tiers: [{ name: 'Discount', ...first }], count: 1, countLabel: countLabel(1), moreOnDetails: false };
  }
  return {
    title: `${range} Tier Options`,
    tiers: [
      { name: 'Basic Discount', ...first },
      { name: 'Premium Discount', ...last },
    ],
    count: tiers.length,
    countLabel: countLabel(tiers.length),
    moreOnDetails: tiers.length > 2,
  };
}
