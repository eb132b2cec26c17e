import { describe, expect, it } from 'vitest';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';
import {
  EXTRA_REDEMPTION_CENTS,
  extraRedemptionsCents,
  MIN_CHARGE_CENTS,
  quoteCheckout,
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

  it('charges exactly the price the deal shows, never a rounded one', () => {
    expect(quoteCheckout(fixedDeal({ priceCents: 800 }), {}).amountCents).toBe(800);
    expect(quoteCheckout(fixedDeal({ priceCents: 1299 }), {}).unitPriceCents).toBe(1299);
    expect(quoteCheckout(fixedDeal({ priceCents: 200 }), { priceCents: 200 }).amountCents).toBe(200);
  });

  it('accepts the deal price as the requested price', () => {
    const quote = quoteCheckout(fixedDeal(), { priceCents: 1000, discountPercent: 20 });
    expect(quote.unitPriceCents).toBe(1000);
    expect(quote.isCustom).toBe(false);
  });

  it('refuses any other requested price', () => {
    expect(rejection(fixedDeal(), { priceCents: 1150 }).code).toBe('checkout.price_mismatch');
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

  it('refuses a deal priced below the smallest amount a card can be charged', () => {
    expect(MIN_CHARGE_CENTS).toBe(50);
    expect(quoteCheckout(fixedDeal({ priceCents: 50 }), {}).amountCents).toBe(50);
    const error = rejection(fixedDeal({ priceCents: 49 }), {});
    expect(error.message).toBe('This deal cannot be bought: its price is below $0.50.');
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

  it('refuses a price between two price points instead of rounding it', () => {
    const error = rejection(sliderDeal(), { priceCents: 1750 });
    expect(error.code).toBe('checkout.price_mismatch');
    expect(error.message).toBe('The price $17.50 is not offered; choose a price from $5.00 to $30.00 in $5 steps.');
  });

  it('refuses a price outside the range', () => {
    const above = rejection(sliderDeal(), { priceCents: 3500 });
    expect(above.code).toBe('checkout.price_mismatch');
    expect(above.message).toBe('The price $35.00 is not offered; choose a price from $5.00 to $30.00 in $5 steps.');
    expect(rejection(sliderDeal({ minPriceCents: 1000 }), { priceCents: 500 }).code).toBe('checkout.price_mismatch');
    expect(rejection(sliderDeal(), { priceCents: Number.POSITIVE_INFINITY }).message).toBe(
      'That price is not offered; choose a price from $5.00 to $30.00 in $5 steps.',
    );
  });

  it('quotes each stored price point at exactly its stored discount', () => {
    const deal = sliderDeal({ minPriceCents: 1000, maxPriceCents: 3500, discountSteps: [12, 14, 21, 22, 30, 40] });
    const quoted = [1000, 1500, 2000, 2500, 3000, 3500].map((priceCents) => quoteCheckout(deal, { priceCents }));
    expect(quoted.map((quote) => [quote.amountCents, quote.discountPercent])).toEqual([
      [1000, 12], [1500, 14], [2000, 21], [2500, 22], [3000, 30], [3500, 40],
    ]);
  });

  it('offers no price past the last discount step, so paying more never gives less', () => {
    // A deal stored as $5–$50 with six steps: before, $35 fell back to the interpolation (27% < 35%).
    const deal = sliderDeal({ maxPriceCents: 5000 });
    expect(quoteCheckout(deal, { priceCents: 3000 }).discountPercent).toBe(35);
    expect(rejection(deal, { priceCents: 3500 }).message).toBe(
      'The price $35.00 is not offered; choose a price from $5.00 to $30.00 in $5 steps.',
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
