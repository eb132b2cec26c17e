import { describe, expect, it } from 'vitest';
import { purchaseTiers, tierPriceRange } from '@marketplace/core/deals/domain/purchase-tiers';
import { fixedDeal, sliderDeal } from '../../support/pricing-rules.mother.js';

describe('purchaseTiers', () => {
  it('gives a Cash to Discount deal its six price options with their step discounts', () => {
    expect(purchaseTiers(sliderDeal())).toEqual([
      { priceCents: 500, discountPercent: 10 },
      { priceCents: 1000, discountPercent: 15 },
      { priceCents: 1500, discountPercent: 20 },
      { priceCents: 2000, discountPercent: 25 },
      { priceCents: 2500, discountPercent: 30 },
      { priceCents: 3000, discountPercent: 35 },
    ]);
  });

  it('interpolates between the discount bounds when a slider deal has no steps', () => {
    const tiers = purchaseTiers(sliderDeal({ discountSteps: null, minPriceCents: 1000, maxPriceCents: 2000, minDiscountPercent: 10, maxDiscountPercent: 20 }));
    expect(tiers).toEqual([
      { priceCents: 1000, discountPercent: 10 },
      { priceCents: 1500, discountPercent: 15 },
      { priceCents: 2000, discountPercent: 20 },
    ]);
  });

  it('gives a fixed deal its one price and discount', () => {
    expect(purchaseTiers(fixedDeal({ priceCents: 800, discountPercent: 15 }))).toEqual([{ priceCents: 800, discountPercent: 15 }]);
  });

  it('leaves out tiers that cost nothing or unlock no discount', () => {
    expect(purchaseTiers(fixedDeal({ priceCents: 0 }))).toEqual([]);
    expect(purchaseTiers(fixedDeal({ discountPercent: 0 }))).toEqual([]);
    expect(purchaseTiers(sliderDeal({ discountSteps: [0, 0, 20], maxPriceCents: 1500 }))).toEqual([{ priceCents: 1500, discountPercent: 20 }]);
  });
});

describe('tierPriceRange', () => {
  it('writes the cheapest and dearest tier with an en dash, whole dollars without cents', () => {
    expect(tierPriceRange(purchaseTiers(sliderDeal()))).toBe('$5–$30');
    expect(tierPriceRange([{ priceCents: 750, discountPercent: 10 }, { priceCents: 1250, discountPercent: 20 }])).toBe('$7.50–$12.50');
  });

  it('writes a single price alone and nothing without tiers', () => {
    expect(tierPriceRange([{ priceCents: 500, discountPercent: 15 }])).toBe('$5');
    expect(tierPriceRange([])).toBeNull();
  });
});
