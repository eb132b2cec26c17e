import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLIDER_MIN_PRICE_CENTS,
  PRICE_STEP_CENTS,
  defaultRedemptions,
  discountAtPrice,
  effectiveMaxPriceCents,
  effectiveMinPriceCents,
  parseDiscountSteps,
  sliderPricePoints,
  startingDiscountPercent,
  startingPriceCents,
} from '@marketplace/core/deals/domain/slider-pricing';
import { fixedDeal, sliderDeal } from '../../support/pricing-rules.mother.js';

describe('slider pricing constants', () => {
  it('defaults a slider minimum price to $5 and steps by $5', () => {
    expect(DEFAULT_SLIDER_MIN_PRICE_CENTS).toBe(500);
    expect(PRICE_STEP_CENTS).toBe(500);
  });
});

describe('parseDiscountSteps', () => {
  it('reads a JSON array text of percentages', () => {
    expect(parseDiscountSteps('[10,15,20,25,30,35]')).toEqual([10, 15, 20, 25, 30, 35]);
  });

  it('accepts an array already parsed and copies it', () => {
    const raw = [0, 12.5, 100];
    const parsed = parseDiscountSteps(raw);
    expect(parsed).toEqual([0, 12.5, 100]);
    expect(parsed).not.toBe(raw);
  });

  it.each([
    ['absent', null],
    ['undefined', undefined],
    ['not JSON', '[10, 15'],
    ['JSON but not an array', '{"a":1}'],
    ['a number', 10],
    ['empty', '[]'],
    ['a string element', '[10,"15"]'],
    ['a null element', [10, null]],
    ['a negative percent', [-1, 10]],
    ['a percent above 100', [10, 101]],
    ['an infinite percent', [10, Number.POSITIVE_INFINITY]],
    ['a NaN percent', [Number.NaN]],
  ])('ignores a malformed value (%s)', (_name, raw) => {
    expect(parseDiscountSteps(raw)).toBeNull();
  });
});

describe('effective price bounds', () => {
  it('defaults the minimum price of a slider deal to $5', () => {
    expect(effectiveMinPriceCents(sliderDeal({ minPriceCents: null }))).toBe(500);
    expect(effectiveMinPriceCents(sliderDeal({ minPriceCents: 1000 }))).toBe(1000);
  });

  it('uses the price as maximum when a slider deal has none', () => {
    expect(effectiveMaxPriceCents(sliderDeal())).toBe(3000);
    expect(effectiveMaxPriceCents(sliderDeal({ maxPriceCents: null, priceCents: 2000 }))).toBe(2000);
  });

  it('gives a fixed deal its price as both bounds', () => {
    const deal = fixedDeal({ minPriceCents: 300, maxPriceCents: 9000 });
    expect(effectiveMinPriceCents(deal)).toBe(1000);
    expect(effectiveMaxPriceCents(deal)).toBe(1000);
  });
});

describe('discountAtPrice', () => {
  it('gives a fixed deal its own discount at any price', () => {
    expect(discountAtPrice(fixedDeal({ discountSteps: [50] }), 1000)).toBe(20);
    expect(discountAtPrice(fixedDeal(), 99999)).toBe(20);
  });

  it('takes the step at floor((price − minPrice) / $5)', () => {
    const deal = sliderDeal();
    expect(discountAtPrice(deal, 500)).toBe(10);
    expect(discountAtPrice(deal, 1000)).toBe(15);
    expect(discountAtPrice(deal, 1500)).toBe(20);
    expect(discountAtPrice(deal, 2000)).toBe(25);
    expect(discountAtPrice(deal, 2500)).toBe(30);
    expect(discountAtPrice(deal, 3000)).toBe(35);
    // $12 is one full step above $5.
    expect(discountAtPrice(deal, 1200)).toBe(15);
  });

  it('counts steps from a minimum price of $5 when the deal has none', () => {
    expect(discountAtPrice(sliderDeal({ minPriceCents: null }), 1000)).toBe(15);
  });

  it('counts steps from the deal minimum price', () => {
    expect(discountAtPrice(sliderDeal({ minPriceCents: 1000, discountSteps: [12, 18] }), 1500)).toBe(18);
  });

  it('interpolates between the discount bounds across the price range and rounds', () => {
    const deal = sliderDeal({ discountSteps: null });
    expect(discountAtPrice(deal, 500)).toBe(10);
    expect(discountAtPrice(deal, 1500)).toBe(20);
    // Half way, $17.50: 10 + 0.5 × 25 = 22.5, rounded to 23.
    expect(discountAtPrice(deal, 1750)).toBe(23);
    expect(discountAtPrice(deal, 3000)).toBe(35);
  });

  it('interpolates when the price falls outside the steps, clamping to the range', () => {
    const deal = sliderDeal({ discountSteps: [10, 15] });
    expect(discountAtPrice(deal, 2000)).toBe(25);
    expect(discountAtPrice(deal, 4000)).toBe(35);
    expect(discountAtPrice(deal, 0)).toBe(10);
  });

  it('falls back to the deal discount when it cannot interpolate', () => {
    expect(discountAtPrice(sliderDeal({ discountSteps: null, minDiscountPercent: null }), 1500)).toBe(10);
    expect(discountAtPrice(sliderDeal({ discountSteps: null, maxDiscountPercent: null }), 1500)).toBe(10);
    expect(discountAtPrice(sliderDeal({ discountSteps: null, maxPriceCents: null }), 1500)).toBe(10);
    expect(discountAtPrice(sliderDeal({ discountSteps: null, maxPriceCents: 500 }), 500)).toBe(10);
  });
});

describe('starting values', () => {
  it('starts a slider deal at its minimum price with the matching discount', () => {
    const deal = sliderDeal({ minPriceCents: 1000 });
    expect(startingPriceCents(deal)).toBe(1000);
    expect(startingDiscountPercent(deal)).toBe(10);
  });

  it('starts a slider deal without minimum price at $5', () => {
    expect(startingPriceCents(sliderDeal({ minPriceCents: null }))).toBe(500);
  });

  it('starts a fixed deal at its own price and discount', () => {
    expect(startingPriceCents(fixedDeal())).toBe(1000);
    expect(startingDiscountPercent(fixedDeal())).toBe(20);
  });

  it('defaults redemptions to minRedemptions, else 1', () => {
    expect(defaultRedemptions(sliderDeal({ minRedemptions: 3 }))).toBe(3);
    expect(defaultRedemptions(sliderDeal())).toBe(1);
    expect(defaultRedemptions(sliderDeal({ minRedemptions: 0 }))).toBe(1);
  });
});

describe('sliderPricePoints', () => {
  it('lists the $5 points from the minimum to the maximum price', () => {
    expect(sliderPricePoints(sliderDeal())).toEqual([500, 1000, 1500, 2000, 2500, 3000]);
    expect(sliderPricePoints(sliderDeal({ minPriceCents: null, maxPriceCents: null, priceCents: 1500 }))).toEqual([
      500, 1000, 1500,
    ]);
  });

  it('has no points for a fixed deal or an empty range', () => {
    expect(sliderPricePoints(fixedDeal())).toEqual([]);
    expect(sliderPricePoints(sliderDeal({ minPriceCents: 2000, maxPriceCents: 1000 }))).toEqual([]);
  });
});
