import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_PERCENT_SLIDER,
  EXAMPLE_SPEND_CENTS,
  PURCHASE_SLIDER_CENTS,
  calculateDiscountValue,
} from '@marketplace/core/fees/domain/discount-value';

describe('discount-value widget', () => {
  it('has the slider bounds of the specification and a $100 spend', () => {
    expect(PURCHASE_SLIDER_CENTS).toEqual({ min: 500, max: 2000, step: 500, default: 1000 });
    expect(DISCOUNT_PERCENT_SLIDER).toEqual({ min: 15, max: 40, step: 5, default: 25 });
    expect(EXAMPLE_SPEND_CENTS).toBe(10000);
  });

  it('values $10 at 25%: $25 discount, $15 net, ROI 150, break-even $40', () => {
    expect(calculateDiscountValue({ purchaseCents: 1000, discountPercent: 25 })).toEqual({
      discountAmountCents: 2500,
      netSavingsCents: 1500,
      roiPercent: 150,
      breakEvenSpendCents: 4000,
      badge: 'Profitable',
    });
  });

  it('shows Break Even when the ROI is zero', () => {
    const value = calculateDiscountValue({ purchaseCents: 1500, discountPercent: 15 });
    expect(value.netSavingsCents).toBe(0);
    expect(value.roiPercent).toBe(0);
    expect(value.breakEvenSpendCents).toBe(10000);
    expect(value.badge).toBe('Break Even');
  });

  it('shows Break Even when the ROI is negative', () => {
    const value = calculateDiscountValue({ purchaseCents: 2000, discountPercent: 15 });
    expect(value.netSavingsCents).toBe(-500);
    expect(value.roiPercent).toBe(-25);
    expect(value.breakEvenSpendCents).toBe(13333);
    expect(value.badge).toBe('Break Even');
  });

  it('values the slider extremes', () => {
    expect(calculateDiscountValue({ purchaseCents: 500, discountPercent: 40 })).toEqual({
      discountAmountCents: 4000,
      netSavingsCents: 3500,
      roiPercent: 700,
      breakEvenSpendCents: 1250,
      badge: 'Profitable',
    });
  });

  it('refuses a zero purchase or discount, which it would divide by', () => {
    expect(() => calculateDiscountValue({ purchaseCents: 0, discountPercent: 25 })).toThrow(RangeError);
    expect(() => calculateDiscountValue({ purchaseCents: 1000, discountPercent: 0 })).toThrow(RangeError);
  });
});
