import { describe, expect, it } from 'vitest';
import {
  CASH_TO_DISCOUNT_DEFAULTS,
  EXAMPLE_STRUCTURE,
  cashToDiscountMaxPriceCents,
  cashToDiscountPricePoints,
  PRICE_OPTIONS_CENTS,
  RECOMMENDED_DURATION_DAYS,
  RECOMMENDED_REDEMPTIONS,
  SLIDER_FORM_DISCOUNT_BOUNDS,
  SLIDER_PRICE_INPUT_STEP_CENTS,
  STANDARD_PRICE_INPUT_STEP_CENTS,
  STEP_COUNT,
  STEP_DISCOUNT_CHOICES,
  WIZARD_SLIDER_BOUNDS,
  WIZARD_STEP_COUNT,
  interpolateStepDiscounts,
  overrideStepDiscount,
  sliderFormDiscountPercent,
  slidingDiscounts,
} from '@marketplace/core/deals/domain/cash-to-discount';

describe('Cash to Discount constants', () => {
  it('offers fixed prices of $5 to $30 in $5 steps, one discount each', () => {
    expect(PRICE_OPTIONS_CENTS).toEqual([500, 1000, 1500, 2000, 2500, 3000]);
    expect(STEP_COUNT).toBe(6);
    expect(WIZARD_STEP_COUNT).toBe(3);
  });

  it('has the defaults of the specification', () => {
    expect(CASH_TO_DISCOUNT_DEFAULTS).toEqual({
      basePriceCents: 1500,
      minPriceCents: 500,
      maxPriceCents: 3000,
      baseDiscountPercent: 10,
      maxDiscountPercent: 35,
      discountSteps: [10, 15, 20, 25, 30, 35],
    });
    expect(EXAMPLE_STRUCTURE).toEqual([10, 15, 20, 25, 30, 35]);
  });

  it('has the wizard slider bounds', () => {
    expect(WIZARD_SLIDER_BOUNDS).toEqual({
      startingPriceCents: { min: 500, max: 2500, step: 500 },
      startingDiscountPercent: { min: 5, max: 30, step: 1 },
      maximumDiscountPercent: { min: 15, max: 60, step: 1 },
    });
    expect(STEP_DISCOUNT_CHOICES).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
    expect(SLIDER_FORM_DISCOUNT_BOUNDS).toEqual({ min: 1, max: 100, step: 1 });
    expect(STANDARD_PRICE_INPUT_STEP_CENTS).toBe(1);
    expect(SLIDER_PRICE_INPUT_STEP_CENTS).toBe(500);
  });


  it('recommends 14–90 days (30–45 best) and 1–5 redemptions per user', () => {
    expect(RECOMMENDED_DURATION_DAYS).toEqual({ min: 14, max: 90, bestMin: 30, bestMax: 45 });
    expect(RECOMMENDED_REDEMPTIONS).toEqual({ min: 1, max: 5 });
  });
});

describe('interpolateStepDiscounts', () => {
  it('spreads the default 10% to 35% evenly', () => {
    expect(interpolateStepDiscounts(10, 35)).toEqual([10, 15, 20, 25, 30, 35]);
  });

  it('rounds uneven steps', () => {
    // 12 + k × 1.6: 12, 13.6, 15.2, 16.8, 18.4, 20.
    expect(interpolateStepDiscounts(12, 20)).toEqual([12, 14, 15, 17, 18, 20]);
    expect(interpolateStepDiscounts(5, 60)).toEqual([5, 16, 27, 38, 49, 60]);
  });

  it('refuses a non-finite discount', () => {
    expect(() => interpolateStepDiscounts(Number.NaN, 35)).toThrow(RangeError);
    expect(() => interpolateStepDiscounts(10, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('overrideStepDiscount', () => {
  it('sets one step and leaves the original alone', () => {
    const steps = [10, 15, 20, 25, 30, 35];
    expect(overrideStepDiscount(steps, 2, 40)).toEqual([10, 15, 40, 25, 30, 35]);
    expect(steps).toEqual([10, 15, 20, 25, 30, 35]);
  });

  it('refuses an index outside the steps', () => {
    expect(() => overrideStepDiscount([10, 15], 2, 5)).toThrow(RangeError);
    expect(() => overrideStepDiscount([10, 15], -1, 5)).toThrow(RangeError);
    expect(() => overrideStepDiscount([10, 15], 0.5, 5)).toThrow(RangeError);
  });
});

describe('sliderFormDiscountPercent', () => {
  it('is the rounded average of the smallest and largest step', () => {
    expect(sliderFormDiscountPercent([10, 15, 20, 25, 30, 35])).toBe(23);
    expect(sliderFormDiscountPercent([30, 10, 20])).toBe(20);
  });

  it('needs a step', () => {
    expect(() => sliderFormDiscountPercent([])).toThrow(RangeError);
  });
});

describe('slidingDiscounts', () => {
  it('pairs each price option with its step discount', () => {
    expect(slidingDiscounts(500, [10, 15, 20, 25, 30, 35])).toEqual([
      { priceCents: 500, discountPercent: 10 },
      { priceCents: 1000, discountPercent: 15 },
      { priceCents: 1500, discountPercent: 20 },
      { priceCents: 2000, discountPercent: 25 },
      { priceCents: 2500, discountPercent: 30 },
      { priceCents: 3000, discountPercent: 35 },
    ]);
  });

  it('starts the six price options at the starting price, $5 apart', () => {
    expect(slidingDiscounts(1000, [12, 14, 21, 22, 30, 40]).map((pair) => pair.priceCents)).toEqual([1000, 1500, 2000, 2500, 3000, 3500]);
    expect(cashToDiscountPricePoints(2500)).toEqual([2500, 3000, 3500, 4000, 4500, 5000]);
    expect(cashToDiscountMaxPriceCents(1000)).toBe(3500);
  });

  it('needs one step per price option', () => {
    expect(() => slidingDiscounts(500, [10, 15])).toThrow(RangeError);
  });
});
