import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_PERCENT, splitRevenue } from '@marketplace/core/fees/domain/revenue-split';

describe('splitRevenue', () => {
  it('gives the platform 25% and the business 75%', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(25);
    expect(splitRevenue(1000)).toEqual({ platformFeeCents: 250, businessShareCents: 750 });
    expect(splitRevenue(500)).toEqual({ platformFeeCents: 125, businessShareCents: 375 });
  });

  it('rounds the fee to the cent and gives the business the rest', () => {
    expect(splitRevenue(999)).toEqual({ platformFeeCents: 250, businessShareCents: 749 });
    expect(splitRevenue(1001)).toEqual({ platformFeeCents: 250, businessShareCents: 751 });
    expect(splitRevenue(0)).toEqual({ platformFeeCents: 0, businessShareCents: 0 });
  });

  it('always adds up to the amount', () => {
    for (let amount = 0; amount <= 5000; amount += 7) {
      const { platformFeeCents, businessShareCents } = splitRevenue(amount);
      expect(platformFeeCents + businessShareCents).toBe(amount);
    }
  });

  it('refuses a fraction of a cent or a negative amount', () => {
    expect(() => splitRevenue(10.5)).toThrow(RangeError);
    expect(() => splitRevenue(-100)).toThrow(RangeError);
  });
});
