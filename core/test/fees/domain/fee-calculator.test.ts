import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import {
  BUSINESS_SHARE_PERCENT,
  FEE_BRACKETS,
  PLATFORM_SHARE_PERCENT,
  PROJECTION_CUSTOMERS,
  calculateFee,
  defaultDiscountForBracket,
  discountOptionsForBracket,
} from '@marketplace/core/fees/domain/fee-calculator';

describe('fee calculator constants', () => {
  it('splits 75/25, projects over 50 customers and prices the subscription at $25.00', () => {
    expect(BUSINESS_SHARE_PERCENT).toBe(75);
    expect(PLATFORM_SHARE_PERCENT).toBe(25);
    expect(PROJECTION_CUSTOMERS).toBe(50);
    expect(SUBSCRIPTION_MONTHLY_PRICE_CENTS).toBe(2500);
    expect(formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)).toBe('$25.00');
  });
});

describe('fee table', () => {
  it('has the brackets, midpoints and fees of the specification', () => {
    expect(FEE_BRACKETS.map((b) => [b.label, b.midpointCents, b.options])).toEqual([
      [
        '$50–$75',
        6250,
        [
          { discountPercent: 15, feeCents: 500 },
          { discountPercent: 20, feeCents: 900 },
        ],
      ],
      [
        '$75–$125',
        10000,
        [
          { discountPercent: 15, feeCents: 800 },
          { discountPercent: 20, feeCents: 1400 },
        ],
      ],
      ['$125–$200', 16250, [{ discountPercent: 15, feeCents: 1300 }]],
    ]);
  });

  it('offers no 20% option for $125–$200', () => {
    expect(discountOptionsForBracket('125-200').map((o) => o.discountPercent)).toEqual([15]);
  });

  it('offers nothing before a bracket is chosen', () => {
    expect(discountOptionsForBracket(null)).toEqual([]);
    expect(discountOptionsForBracket('10-20')).toEqual([]);
    expect(defaultDiscountForBracket(null)).toBeNull();
  });

  it('preselects the first option of the chosen bracket', () => {
    expect(defaultDiscountForBracket('50-75')).toBe(15);
    expect(defaultDiscountForBracket('75-125')).toBe(15);
    expect(defaultDiscountForBracket('125-200')).toBe(15);
  });
});

describe('calculateFee', () => {
  it('computes the $50–$75 at 15% row', () => {
    expect(calculateFee({ bracketId: '50-75', discountPercent: 15 })).toEqual({
      bracketId: '50-75',
      discountPercent: 15,
      midpointCents: 6250,
      feeCents: 500,
      businessShareCents: 375,
      platformShareCents: 125,
      monthlyProjectionCents: 18750,
      // 62.5 × 15% = 9.375, shown as $9.38.
      customerSavingsCents: 938,
      valuePerDollar: 1.875,
    });
  });

  it.each([
    // bracket, percent, fee, business, platform, monthly, savings, value per $1
    ['50-75', 20, 900, 675, 225, 33750, 1250, 12.5 / 9],
    ['75-125', 15, 800, 600, 200, 30000, 1500, 1.875],
    ['75-125', 20, 1400, 1050, 350, 52500, 2000, 20 / 14],
    ['125-200', 15, 1300, 975, 325, 48750, 2438, 1.875],
  ] as const)('computes %s at %i%%', (bracketId, discountPercent, fee, business, platform, monthly, savings, value) => {
    const result = calculateFee({ bracketId, discountPercent });
    expect(result.feeCents).toBe(fee);
    expect(result.businessShareCents).toBe(business);
    expect(result.platformShareCents).toBe(platform);
    expect(result.businessShareCents + result.platformShareCents).toBe(fee);
    expect(result.monthlyProjectionCents).toBe(monthly);
    expect(result.customerSavingsCents).toBe(savings);
    expect(result.valuePerDollar).toBeCloseTo(value, 10);
  });

  it('shows money in USD with 2 decimals', () => {
    const result = calculateFee({ bracketId: '125-200', discountPercent: 15 });
    expect(formatUsd(result.monthlyProjectionCents)).toBe('$487.50');
    expect(formatUsd(result.customerSavingsCents)).toBe('$24.38');
  });

  it('refuses a discount the bracket does not offer', () => {
    const call = (): unknown => calculateFee({ bracketId: '125-200', discountPercent: 20 });
    expect(call).toThrow(ValidationError);
    expect(call).toThrow('The $125–$200 bracket has no 20% option.');
  });

  it('refuses an unknown bracket', () => {
    try {
      calculateFee({ bracketId: 'nope', discountPercent: 15 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).code).toBe('fees.unknown_option');
      expect((error as ValidationError).issues).toEqual([{ path: 'bracketId', message: 'Unknown spend bracket: nope.' }]);
    }
  });
});
