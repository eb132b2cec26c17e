import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatUsd, percentOf } from '@marketplace/core/shared/domain/money';

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(25)).toBe(2500);
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it('converts cents to dollars and refuses fractions of a cent', () => {
    expect(centsToDollars(2500)).toBe(25);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });

  it('formats USD with two decimals', () => {
    expect(formatUsd(2500)).toBe('$25.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
  });

  it('takes a percentage rounded to the cent', () => {
    expect(percentOf(1000, 25)).toBe(250);
    expect(percentOf(999, 25)).toBe(250);
  });
});
