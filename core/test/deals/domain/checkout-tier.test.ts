import { describe, expect, it } from 'vitest';
import { fitRedemptions, initialCheckoutTier, nearestOfferedPriceCents, previewCheckout } from '@marketplace/core/deals/domain/checkout-tier';
import { fixedDeal, sliderDeal } from '../../support/pricing-rules.mother.js';

describe('the checkout tier', () => {
  it('fits the uses into the range, as whole numbers', () => {
    expect(fitRedemptions({ min: 2, max: 4 }, 1)).toBe(2);
    expect(fitRedemptions({ min: 2, max: 4 }, 3)).toBe(3);
    expect(fitRedemptions({ min: 2, max: 4 }, 9)).toBe(4);
    expect(fitRedemptions({ min: 1, max: 4 }, 2.6)).toBe(3);
    expect(fitRedemptions({ min: 1, max: 4 }, Number.NaN)).toBe(1);
  });

  it("moves an asked price to the slider's nearest price point; a fixed deal has only its price", () => {
    expect(nearestOfferedPriceCents(sliderDeal(), 1200)).toBe(1000);
    expect(nearestOfferedPriceCents(sliderDeal(), 1300)).toBe(1500);
    expect(nearestOfferedPriceCents(sliderDeal(), 99_999)).toBe(3000);
    expect(nearestOfferedPriceCents(sliderDeal(), Number.NaN)).toBe(500);
    expect(nearestOfferedPriceCents(fixedDeal(), 2500)).toBe(1000);
  });

  it("starts at the asked tier when the deal offers it, else at the deal's starting values", () => {
    expect(initialCheckoutTier(sliderDeal(), { priceCents: 2000, redemptions: 3 })).toEqual({ priceCents: 2000, redemptions: 3 });
    expect(initialCheckoutTier(sliderDeal({ maxRedemptions: 2 }), { priceCents: 2100, redemptions: 7 })).toEqual({ priceCents: 2000, redemptions: 2 });
    expect(initialCheckoutTier(sliderDeal({ minRedemptions: 2 }), {})).toEqual({ priceCents: 500, redemptions: 2 });
    expect(initialCheckoutTier(fixedDeal(), { priceCents: 700 })).toEqual({ priceCents: 1000, redemptions: 1 });
  });

  it('previews what the server quotes: the amount with $5 per extra use, the discount and the Custom marker', () => {
    expect(previewCheckout(sliderDeal(), { priceCents: 500, redemptions: 1 })).toEqual({ amountCents: 500, discountPercent: 10, isCustom: false });
    expect(previewCheckout(sliderDeal(), { priceCents: 2000, redemptions: 3 })).toEqual({ amountCents: 3000, discountPercent: 25, isCustom: true });
  });

  it('still shows the plain sum of a tier the server would refuse', () => {
    expect(previewCheckout(fixedDeal({ priceCents: 30 }), { priceCents: 30, redemptions: 1 })).toEqual({ amountCents: 30, discountPercent: 20, isCustom: false });
  });
});
