import { describe, expect, it } from 'vitest';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';
import {
  EXTRA_REDEMPTION_CENTS,
  extraRedemptionsCents,
  quoteCheckout,
  roundToNearestFiveDollars,
  type CheckoutRequest,
} from '@marketplace/core/deals/domain/checkout-pricing';
import { DEFAULT_MAX_REDEMPTIONS_PER_PURCHASE } from '@marketplace/core/deals/domain/uses-allowance';
import type { SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import { fixedDeal, sliderDeal } from '../../support/pricing-rules.mother.js';

function rejection(rules: SliderPricingRules, request: CheckoutRequest): ValidationError {
  try {
    quoteCheckout(rules, request);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected the checkout to be refused');
}

describe('roundToNearestFiveDollars', () => {
  it('rounds to the nearest multiple of $5', () => {
    expect(roundToNearestFiveDollars(500)).toBe(500);
    expect(roundToNearestFiveDollars(1200)).toBe(1000);
    expect(roundToNearestFiveDollars(1249)).toBe(1000);
    expect(roundToNearestFiveDollars(1300)).toBe(1500);
    expect(roundToNearestFiveDollars(1499)).toBe(1500);
    expect(roundToNearestFiveDollars(0)).toBe(0);
  });

  it('rounds a tie up', () => {
    expect(roundToNearestFiveDollars(750)).toBe(1000);
    expect(roundToNearestFiveDollars(1250)).toBe(1500);
    expect(roundToNearestFiveDollars(250)).toBe(500);
  });

  it('never gives negative zero and refuses a non-finite amount', () => {
    expect(Object.is(roundToNearestFiveDollars(-100), 0)).toBe(true);
    expect(() => roundToNearestFiveDollars(Number.NaN)).toThrow(RangeError);
  });
});

describe('extra redemptions', () => {
  it('costs $5 for each redemption beyond the first', () => {
    expect(EXTRA_REDEMPTION_CENTS).toBe(500);
    expect(extraRedemptionsCents(1)).toBe(0);
    expect(extraRedemptionsCents(2)).toBe(500);
    expect(extraRedemptionsCents(5)).toBe(2000);
  });

  it('refuses fewer than one or a fraction', () => {
    expect(() => extraRedemptionsCents(0)).toThrow(RangeError);
    expect(() => extraRedemptionsCents(1.5)).toThrow(RangeError);
  });

  it('caps redemptions at 10 per purchase when the deal sets no maximum', () => {
    expect(DEFAULT_MAX_REDEMPTIONS_PER_PURCHASE).toBe(10);
  });
});

describe('quoteCheckout for a fixed-price deal', () => {
  it('charges the deal price with its discount by default', () => {
    expect(quoteCheckout(fixedDeal(), {})).toEqual({
      unitPriceCents: 1000,
      discountPercent: 20,
      redemptions: 1,
      amountCents: 1000,
      isCustom: false,
    });
  });

  it('rounds the deal price to a multiple of $5', () => {
    expect(quoteCheckout(fixedDeal({ priceCents: 1299 }), {}).unitPriceCents).toBe(1500);
    expect(quoteCheckout(fixedDeal({ priceCents: 1200 }), {}).unitPriceCents).toBe(1000);
  });

  it('accepts a requested price that rounds to the deal price', () => {
    const quote = quoteCheckout(fixedDeal(), { priceCents: 1150, discountPercent: 20 });
    expect(quote.unitPriceCents).toBe(1000);
    expect(quote.isCustom).toBe(false);
  });

  it('refuses a requested price that rounds elsewhere', () => {
    const error = rejection(fixedDeal(), { priceCents: 1500 });
    expect(error.code).toBe('checkout.price_mismatch');
    expect(error.issues).toEqual([{ path: 'priceCents', message: 'This deal costs $10.00; the requested price does not match.' }]);
    expect(rejection(fixedDeal(), { priceCents: Number.NaN }).code).toBe('checkout.price_mismatch');
  });

  it('refuses a requested discount other than the deal discount', () => {
    const error = rejection(fixedDeal(), { discountPercent: 25 });
    expect(error.code).toBe('checkout.discount_mismatch');
    expect(error.message).toBe('The discount at $10.00 is 20%, not 25%.');
    expect(error.issues[0]?.path).toBe('discountPercent');
  });

  it('adds $5 per extra redemption and marks it custom', () => {
    expect(quoteCheckout(fixedDeal(), { redemptions: 3 })).toEqual({
      unitPriceCents: 1000,
      discountPercent: 20,
      redemptions: 3,
      amountCents: 2000,
      isCustom: true,
    });
  });

  it('refuses a deal whose price rounds to nothing', () => {
    const error = rejection(fixedDeal({ priceCents: 200 }), {});
    expect(error.code).toBe('checkout.amount_not_positive');
    expect(error.issues[0]?.path).toBe('priceCents');
  });
});

describe('quoteCheckout for a slider deal', () => {
  it('starts at the minimum price with its discount', () => {
    expect(quoteCheckout(sliderDeal(), {})).toEqual({
      unitPriceCents: 500,
      discountPercent: 10,
      redemptions: 1,
      amountCents: 500,
      isCustom: false,
    });
  });

  it('starts at $5 when the deal has no minimum price', () => {
    expect(quoteCheckout(sliderDeal({ minPriceCents: null }), {}).unitPriceCents).toBe(500);
  });

  it('charges a chosen price with the discount at that price', () => {
    expect(quoteCheckout(sliderDeal(), { priceCents: 2000, discountPercent: 25 })).toEqual({
      unitPriceCents: 2000,
      discountPercent: 25,
      redemptions: 1,
      amountCents: 2000,
      isCustom: true,
    });
  });

  it('rounds the requested price to $5 before looking up the discount', () => {
    // The checkout address carries price as a float: 17.5 rounds up to 20.
    const quote = quoteCheckout(sliderDeal(), { priceCents: 1750 });
    expect(quote.unitPriceCents).toBe(2000);
    expect(quote.discountPercent).toBe(25);
  });

  it('refuses a price outside the range', () => {
    const above = rejection(sliderDeal(), { priceCents: 3500 });
    expect(above.code).toBe('checkout.price_mismatch');
    expect(above.message).toBe('The price $35.00 is not offered; choose a price between $5.00 and $30.00.');
    expect(rejection(sliderDeal({ minPriceCents: 1000 }), { priceCents: 500 }).code).toBe('checkout.price_mismatch');
    expect(rejection(sliderDeal(), { priceCents: Number.POSITIVE_INFINITY }).message).toBe(
      'Choose a price between $5.00 and $30.00.',
    );
  });

  it('uses the deal price as the maximum when the deal has none', () => {
    const deal = sliderDeal({ maxPriceCents: null, priceCents: 1500 });
    expect(quoteCheckout(deal, { priceCents: 1500 }).unitPriceCents).toBe(1500);
    expect(rejection(deal, { priceCents: 2000 }).code).toBe('checkout.price_mismatch');
  });

  it('refuses a discount the chosen price does not give', () => {
    const error = rejection(sliderDeal(), { priceCents: 2000, discountPercent: 35 });
    expect(error.code).toBe('checkout.discount_mismatch');
    expect(error.message).toBe('The discount at $20.00 is 25%, not 35%.');
  });

  it('refuses a zero price', () => {
    expect(rejection(sliderDeal({ minPriceCents: 0 }), { priceCents: 0 }).code).toBe('checkout.amount_not_positive');
  });
});

describe('quoteCheckout redemptions', () => {
  it('defaults to minRedemptions', () => {
    const quote = quoteCheckout(sliderDeal({ minRedemptions: 2, maxRedemptions: 4 }), {});
    expect(quote.redemptions).toBe(2);
    expect(quote.amountCents).toBe(1000);
    expect(quote.isCustom).toBe(false);
  });

  it('allows up to maxRedemptions and refuses more', () => {
    const deal = sliderDeal({ minRedemptions: 2, maxRedemptions: 4 });
    expect(quoteCheckout(deal, { redemptions: 4 }).amountCents).toBe(2000);
    const error = rejection(deal, { redemptions: 5 });
    expect(error.code).toBe('checkout.redemptions_out_of_range');
    expect(error.issues).toEqual([{ path: 'redemptions', message: 'Redemptions must be a whole number from 2 to 4.' }]);
    expect(rejection(deal, { redemptions: 1 }).code).toBe('checkout.redemptions_out_of_range');
  });

  it('caps at 10 when the deal sets no maximum', () => {
    expect(quoteCheckout(sliderDeal(), { redemptions: 10 }).amountCents).toBe(500 + 9 * 500);
    expect(rejection(sliderDeal(), { redemptions: 11 }).code).toBe('checkout.redemptions_out_of_range');
  });

  it('refuses a fraction or zero', () => {
    expect(rejection(sliderDeal(), { redemptions: 1.5 }).code).toBe('checkout.redemptions_out_of_range');
    expect(rejection(sliderDeal(), { redemptions: 0 }).code).toBe('checkout.redemptions_out_of_range');
  });

  it('says "exactly" when only one count is allowed', () => {
    expect(rejection(sliderDeal({ maxRedemptions: 1 }), { redemptions: 2 }).message).toBe('Redemptions must be exactly 1.');
  });
});
