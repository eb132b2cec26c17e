import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_TIERS,
  PURCHASE_TIER_COUNT,
  SAMPLE_CARD_TIERS,
  SAMPLE_TIER_LABEL,
  SPEND_BRACKETS,
  maxSavingsCents,
} from '@marketplace/core/deals/domain/discount-tiers';

const bracketTiers = (bracketId: string) => DISCOUNT_TIERS.filter((tier) => tier.bracketId === bracketId);

describe('discount tiers', () => {
  it('holds the five tiers of the specification', () => {
    expect(DISCOUNT_TIERS.map((t) => [t.priceCents, t.discountPercent, t.label])).toEqual([
      [500, 15, '$50–$75'],
      [900, 20, '$50–$75'],
      [800, 15, '$75–$125'],
      [1400, 20, '$75–$125'],
      [1300, 15, '$125–$200'],
    ]);
    expect(PURCHASE_TIER_COUNT).toBe(5);
    expect(DISCOUNT_TIERS).toHaveLength(PURCHASE_TIER_COUNT);
  });

  it('labels brackets with an en dash and their bounds in cents', () => {
    expect(SPEND_BRACKETS.map((b) => [b.label, b.minSpendCents, b.maxSpendCents])).toEqual([
      ['$50–$75', 5000, 7500],
      ['$75–$125', 7500, 12500],
      ['$125–$200', 12500, 20000],
    ]);
  });

  it('lists the tiers of one bracket', () => {
    expect(bracketTiers('75-125').map((t) => [t.priceCents, t.discountPercent])).toEqual([
      [800, 15],
      [1400, 20],
    ]);
    expect(bracketTiers('125-200').map((t) => t.discountPercent)).toEqual([15]);
  });

  it('shows max savings as the bracket upper bound times the discount, rounded to dollars', () => {
    // 75 × 15% = 11.25 → $11; 75 × 20% = $15; 125 × 15% = 18.75 → $19; 125 × 20% = $25; 200 × 15% = $30.
    expect(DISCOUNT_TIERS.map(maxSavingsCents)).toEqual([1100, 1500, 1900, 2500, 3000]);
  });

  it('samples the $75–$125 tiers on the deal card', () => {
    expect(SAMPLE_TIER_LABEL).toBe('$75–$125');
    expect(SAMPLE_CARD_TIERS).toEqual([
      { name: 'Basic Discount', priceCents: 800, discountPercent: 15 },
      { name: 'Premium Discount', priceCents: 1400, discountPercent: 20 },
    ]);
    const sampleBracket = bracketTiers('75-125');
    expect(sampleBracket[0]?.label).toBe(SAMPLE_TIER_LABEL);
    expect(sampleBracket.map((t) => [t.priceCents, t.discountPercent])).toEqual(
      SAMPLE_CARD_TIERS.map((t) => [t.priceCents, t.discountPercent]),
    );
  });
});
