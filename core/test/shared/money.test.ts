import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsOrNull,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  multiplyCents,
  percentOf,
  subtractCents,
} from '@marketplace/core/shared/domain/money';

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(25)).toBe(2500);
    expect(dollarsToCents(12.345)).toBe(1235);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(-1)).toThrow(RangeError);
  });

  it('makes Cents only of whole, non-negative amounts', () => {
    expect(cents(0)).toBe(0);
    expect(cents(1999)).toBe(1999);
    expect(() => cents(19.99)).toThrow(RangeError);
    expect(() => cents(-1)).toThrow(RangeError);
    expect(() => cents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(centsOrNull(null)).toBeNull();
    expect(() => centsOrNull(0.5)).toThrow(RangeError);
  });

  it('adds, subtracts and multiplies Cents, never below zero', () => {
    expect(addCents(cents(500), cents(250), cents(1))).toBe(751);
    expect(addCents()).toBe(0);
    expect(subtractCents(cents(500), cents(125))).toBe(375);
    expect(() => subtractCents(cents(100), cents(101))).toThrow(RangeError);
    expect(multiplyCents(cents(500), 3)).toBe(1500);
    expect(() => multiplyCents(cents(500), 1.5)).toThrow(RangeError);
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
