import type { SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import { cents, centsOrNull } from '@marketplace/core/shared/domain/money';
import type { PlainCents } from './plain-cents.js';

type RulesFixture = Partial<PlainCents<SliderPricingRules>>;

/** A fixed-price deal: $10 for 20%. */
export function fixedDeal(overrides: RulesFixture = {}): SliderPricingRules {
  const rules: PlainCents<SliderPricingRules> = {
    isSliderDeal: false,
    priceCents: 1000,
    discountPercent: 20,
    minPriceCents: null,
    maxPriceCents: null,
    minDiscountPercent: null,
    maxDiscountPercent: null,
    discountSteps: null,
    minRedemptions: null,
    maxRedemptions: null,
    ...overrides,
  };
  return { ...rules, priceCents: cents(rules.priceCents), minPriceCents: centsOrNull(rules.minPriceCents), maxPriceCents: centsOrNull(rules.maxPriceCents) };
}

/** The Cash to Discount defaults: $5–$30, steps 10, 15, 20, 25, 30, 35. */
export function sliderDeal(overrides: RulesFixture = {}): SliderPricingRules {
  return fixedDeal({
    isSliderDeal: true,
    priceCents: 1500,
    discountPercent: 10,
    minPriceCents: 500,
    maxPriceCents: 3000,
    minDiscountPercent: 10,
    maxDiscountPercent: 35,
    discountSteps: [10, 15, 20, 25, 30, 35],
    ...overrides,
  });
}
