import { describe, expect, it } from 'vitest';
import {
  customerRedemptionRange,
  redemptionBounds,
  usesCapRefusal,
  usesLeftUnderCap,
} from '@marketplace/core/deals/domain/uses-allowance';

const open = { minRedemptions: null, maxRedemptions: null };

describe('redemptionBounds', () => {
  it("runs from the deal's minRedemptions (else 1) to its maxRedemptions (else 10)", () => {
    expect(redemptionBounds(open)).toEqual({ min: 1, max: 10 });
    expect(redemptionBounds({ minRedemptions: 2, maxRedemptions: 4 })).toEqual({ min: 2, max: 4 });
    expect(redemptionBounds({ minRedemptions: 0, maxRedemptions: 3 })).toEqual({ min: 1, max: 3 });
  });
});

describe('usesLeftUnderCap (DESIGN.md 10.3)', () => {
  it('is maxRedemptionsPerUser less the uses held, never below 0', () => {
    expect(usesLeftUnderCap(3, 0)).toBe(3);
    expect(usesLeftUnderCap(3, 2)).toBe(1);
    expect(usesLeftUnderCap(3, 3)).toBe(0);
    // A cap lowered after the purchases leaves nothing, not a debt.
    expect(usesLeftUnderCap(1, 3)).toBe(0);
  });
});

describe("customerRedemptionRange: the checkout's uses picker", () => {
  it('runs to the smaller of maxRedemptions and what the customer has left', () => {
    expect(customerRedemptionRange(open, 1)).toEqual({ min: 1, max: 1 });
    expect(customerRedemptionRange(open, 4)).toEqual({ min: 1, max: 4 });
    expect(customerRedemptionRange({ minRedemptions: 2, maxRedemptions: 3 }, 5)).toEqual({ min: 2, max: 3 });
    expect(customerRedemptionRange(open, 25)).toEqual({ min: 1, max: 10 });
  });

  it('is null when nothing is left, or less than the deal sells at once', () => {
    expect(customerRedemptionRange(open, 0)).toBeNull();
    expect(customerRedemptionRange({ minRedemptions: 2, maxRedemptions: 3 }, 1)).toBeNull();
  });
});

describe('usesCapRefusal', () => {
  it('allows what fits under the cap', () => {
    expect(usesCapRefusal(open, 3, 3, 3)).toBeNull();
    expect(usesCapRefusal(open, 3, 2, 1)).toBeNull();
  });

  it('says why in words when the request does not fit', () => {
    expect(usesCapRefusal(open, 1, 0, 1)).toBe('You already hold all the uses this deal allows (1 use per customer), so it cannot be bought again.');
    expect(usesCapRefusal(open, 3, 1, 2)).toBe('This deal allows 3 uses per customer; you can buy 1 use more, not 2.');
    expect(usesCapRefusal({ minRedemptions: 2, maxRedemptions: 3 }, 3, 1, 2)).toBe(
      'This deal allows 3 uses per customer and is sold in at least 2 uses; you have only 1 use left, so it cannot be bought again.',
    );
  });
});
