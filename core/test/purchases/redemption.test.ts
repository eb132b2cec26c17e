import { describe, expect, it } from 'vitest';
import { Purchase } from '@marketplace/core/purchases/domain/purchase';
import {
  checkBillCents,
  MAX_BILL_CENTS,
  recordedSavings,
  REDEEM_LINE,
  Redemption,
  savingsCents,
  UNDO_WINDOW_MS,
  undoError,
  withinUndoWindow,
} from '@marketplace/core/purchases/domain/redemption';
import { ConflictError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';

const AT = new Date('2026-11-25T15:00:00.000Z');
const after = (ms: number) => new Date(AT.getTime() + ms);

function aLine(overrides: Partial<Parameters<typeof Redemption.restore>[0]> = {}) {
  return Redemption.restore({
    ...REDEEM_LINE,
    id: 1,
    purchaseId: 2,
    dealId: 3,
    businessId: 4,
    userId: 5,
    channel: 'text_code',
    redeemedBy: { type: 'business', id: 4 },
    redeemedAt: AT,
    ...overrides,
  });
}

describe('savings on a recorded bill', () => {
  it('is the bill times the discount, rounded to the cent', () => {
    expect(savingsCents(cents(4599), 20)).toBe(920);
    expect(savingsCents(cents(1005), 15)).toBe(151);
    expect(savingsCents(cents(1), 35)).toBe(0);
    expect(savingsCents(cents(250), 10)).toBe(25);
  });

  it('is never more than the bill, and unknown without a bill or for a free-item deal', () => {
    expect(savingsCents(cents(1234), 100)).toBe(1234);
    expect(savingsCents(cents(1234), 150)).toBe(1234);
    expect(savingsCents(null, 20)).toBeNull();
    expect(savingsCents(cents(1234), 0)).toBeNull();
  });

  it("adds a purchase's bills and the saving of each", () => {
    expect(recordedSavings([cents(1005), cents(1005)], 15)).toEqual({ billCents: 2010, savedCents: 302 });
    expect(recordedSavings([cents(900)], 0)).toEqual({ billCents: 900, savedCents: null });
  });
});

describe('the bill total', () => {
  it('takes whole cents from 1 to the cap', () => {
    expect(checkBillCents(1)).toBe(1);
    expect(checkBillCents(MAX_BILL_CENTS)).toBe(MAX_BILL_CENTS);
  });

  it.each([0, -1, 12.5, MAX_BILL_CENTS + 1, Number.NaN])('refuses %s with the rule', (bill) => {
    expect(() => checkBillCents(bill)).toThrow(ValidationError);
    expect(() => checkBillCents(bill)).toThrow('The bill total must be more than $0.00 and at most $100,000.00');
  });
});

describe('undoing a redemption', () => {
  it('is allowed up to exactly 10 minutes after it, not a millisecond later', () => {
    expect(withinUndoWindow(AT, after(UNDO_WINDOW_MS))).toBe(true);
    expect(withinUndoWindow(AT, after(UNDO_WINDOW_MS + 1))).toBe(false);
    expect(aLine().undoRefusal(after(UNDO_WINDOW_MS), false)).toBeNull();
    expect(aLine().undoRefusal(after(UNDO_WINDOW_MS + 1), false)).toBe('too_late');
  });

  it('is refused once undone, and for an undo line, in that order of telling', () => {
    expect(aLine().undoRefusal(after(1000), true)).toBe('already_undone');
    expect(aLine().undoRefusal(after(UNDO_WINDOW_MS + 1), true)).toBe('already_undone');
    expect(aLine({ kind: 'undo', undoesId: 9, reason: 'Wrong' }).undoRefusal(after(1000), false)).toBe('not_a_redemption');
  });

  it('says each refusal plainly, as a conflict', () => {
    expect(undoError('too_late')).toMatchObject({ message: 'Redemptions can only be undone within 10 minutes.' });
    expect(undoError('already_undone')).toMatchObject({ message: 'This redemption has already been undone.' });
    for (const refusal of ['too_late', 'already_undone', 'refunded', 'not_a_redemption'] as const) expect(undoError(refusal)).toBeInstanceOf(ConflictError);
  });
});

describe('Purchase.returnUse', () => {
  const base = {
    id: 1, userId: 2, dealId: 3, businessId: 4, stripePaymentId: null, stripePaymentIntentId: 'pi_1', amountCents: cents(1000), priceCents: cents(1000),
    discountPercent: 20, redemptions: 2, redemptionsUsed: 2, status: 'completed' as const, qrCode: 'q', textCode: 't', redeemed: true, redeemedAt: AT,
    customPriceCents: null, customDiscount: null, customRedemptions: null, purchaseDate: AT, expiryDate: null, platformFeeCents: cents(100), businessShareCents: cents(900), createdAt: AT, passSecret: 'secret',
  };

  it('gives one use back with the previous use time', () => {
    const purchase = Purchase.restore(base);
    expect(purchase.returnUse(after(-60_000))).toBe(true);
    expect(purchase.toProps()).toMatchObject({ redemptionsUsed: 1, redeemed: false, redeemedAt: after(-60_000) });
  });

  it('gives nothing back to a refunded purchase or one with no use spent', () => {
    expect(Purchase.restore({ ...base, status: 'refunded' }).returnUse(null)).toBe(false);
    expect(Purchase.restore({ ...base, redemptionsUsed: 0, redeemed: false }).returnUse(null)).toBe(false);
  });
});
