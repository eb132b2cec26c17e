import type { SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';

/** A fixed-price deal: $10 for 20%. */
export function fixedDeal(overrides: Partial<SliderPricingRules> = {}): SliderPricingRules {
  return {
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
}

/** The Cash to Discount defaults: $5–$30, steps 10, 15, 20, 25, 30, 35. */
export function sliderDeal(overrides: Partial<SliderPricingRules> = {}): SliderPricingRules {
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
