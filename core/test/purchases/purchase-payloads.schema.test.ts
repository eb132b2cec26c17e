import { describe, expect, it } from 'vitest';
import {
  createPaymentIntentPayloadSchema,
  createPurchasePayloadSchema,
  normaliseRedemptionCode,
  redeemCodePayloadSchema,
  validateCodePayloadSchema,
} from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { issuesOf } from '../support/schema-issues.js';

describe('POST /api/create-payment-intent payload', () => {
  it('takes the deal and optional custom values', () => {
    expect(createPaymentIntentPayloadSchema.parse({ dealId: 105, customPrice: 15, customDiscount: 20, redemptions: 2 })).toEqual({
      dealId: 105,
      customPrice: 15,
      customDiscount: 20,
      redemptions: 2,
    });
    expect(createPaymentIntentPayloadSchema.parse({ dealId: '105' })).toEqual({ dealId: 105 });
  });

  it('treats null custom values as absent', () => {
    expect(
      createPaymentIntentPayloadSchema.parse({ dealId: 1, customPrice: null, customDiscount: null, redemptions: null }),
    ).toEqual({ dealId: 1 });
  });

  it('refuses bad values', () => {
    expect(
      issuesOf(createPaymentIntentPayloadSchema, { dealId: 'x', customPrice: 0, customDiscount: 150, redemptions: 0 }),
    ).toEqual([
      { path: 'dealId', message: 'Invalid input' },
      { path: 'customPrice', message: 'Price must be a positive number' },
      { path: 'customDiscount', message: 'Discount must be between 0% and 100%' },
      { path: 'redemptions', message: 'Invalid input' },
    ]);
    expect(issuesOf(createPaymentIntentPayloadSchema, {})).toEqual([{ path: 'dealId', message: 'Required' }]);
    // 0% is a free-item deal's discount: the server compares it with the deal's own.
    expect(createPaymentIntentPayloadSchema.parse({ dealId: 1, customDiscount: 0 })).toMatchObject({ customDiscount: 0 });
  });
});

describe('POST /api/purchases payload', () => {
  const purchase = {
    dealId: 3,
    price: 9,
    discountPercent: 20,
    redemptions: 1,
    stripePaymentIntentId: ' pi_123 ',
  };

  it('takes the five fields and nothing the server decides', () => {
    expect(
      createPurchasePayloadSchema.parse({
        ...purchase,
        status: 'completed',
        redeemed: true,
        qrCode: 'mine',
        textCode: 'AAAA-BBBB',
        userId: 1,
        amount: 1,
      }),
    ).toEqual({ ...purchase, stripePaymentIntentId: 'pi_123' });
  });

  it('reports missing and wrong fields', () => {
    expect(issuesOf(createPurchasePayloadSchema, { dealId: 3 })).toEqual([
      { path: 'price', message: 'Required' },
      { path: 'discountPercent', message: 'Required' },
      { path: 'redemptions', message: 'Required' },
      { path: 'stripePaymentIntentId', message: 'Required' },
    ]);
    expect(
      issuesOf(createPurchasePayloadSchema, { ...purchase, redemptions: 1.5, stripePaymentIntentId: 'p'.repeat(256) }),
    ).toEqual([
      { path: 'redemptions', message: 'Invalid input' },
      { path: 'stripePaymentIntentId', message: 'Payment id must be at most 255 characters' },
    ]);
  });
});

describe('normaliseRedemptionCode', () => {
  it('reads a 10-character code in any case, with a dash, a space or nothing, as XXXXX-XXXXX', () => {
    expect(normaliseRedemptionCode('K7QM3-XWP9R')).toEqual({ kind: 'text', value: 'K7QM3-XWP9R' });
    expect(normaliseRedemptionCode('k7qm3xwp9r')).toEqual({ kind: 'text', value: 'K7QM3-XWP9R' });
    expect(normaliseRedemptionCode(' k7qm3 xwp9r ')).toEqual({ kind: 'text', value: 'K7QM3-XWP9R' });
    // Crockford look-alikes: O is zero, I and L are one.
    expect(normaliseRedemptionCode('oilo1-LIOXY')).toEqual({ kind: 'text', value: '01101-110XY' });
  });

  it('never splits a code at the wrong place: 4+5, 5+4 and 9 or 11 characters are no code', () => {
    for (const bad of ['ABCD-EFGHJ', 'ABCDE-FGHJ', 'ABCDEFGHJ', 'ABCDEFGHJKM', 'ABCDE--FGHJK', 'ABCDE-FGHJK-', 'ABCDEF-GHJK']) {
      expect(normaliseRedemptionCode(bad)).toBeUndefined();
    }
  });

  it('never takes a text code of either length for a QR token, nor a QR token for a text code', () => {
    expect(normaliseRedemptionCode('ABCDEFGHJK')?.kind).toBe('text');
    expect(normaliseRedemptionCode('ABCDEFGH')?.kind).toBe('text');
    expect(normaliseRedemptionCode('A'.repeat(22))?.kind).toBe('qr');
    for (const length of [9, 11, 12, 21]) expect(normaliseRedemptionCode('A'.repeat(length))).toBeUndefined();
  });

  it('upper-cases an older 8-character text code and puts the dash back', () => {
    expect(normaliseRedemptionCode('ABCD-EFGH')).toEqual({ kind: 'text', value: 'ABCD-EFGH' });
    expect(normaliseRedemptionCode('o1il-xyz0')).toEqual({ kind: 'text', value: '0111-XYZ0' });
    expect(normaliseRedemptionCode('abcd-efgh')).toEqual({ kind: 'text', value: 'ABCD-EFGH' });
    expect(normaliseRedemptionCode(' abcdefgh ')).toEqual({ kind: 'text', value: 'ABCD-EFGH' });
    expect(normaliseRedemptionCode('ab12 cd34')).toEqual({ kind: 'text', value: 'AB12-CD34' });
  });

  it('keeps a QR token as it is', () => {
    const token = 'Zm9vYmFyLWJhei1xdXV4LTEy_-AbC';
    expect(normaliseRedemptionCode(token)).toEqual({ kind: 'qr', value: token });
    expect(normaliseRedemptionCode('a'.repeat(22))).toEqual({ kind: 'qr', value: 'a'.repeat(22) });
  });

  it('recognises neither anything else', () => {
    for (const bad of ['', 'ABC-DEFG', 'ABCD-EFGHI', 'ABCD--EFGH', 'ABCDE FGHJ', 'a'.repeat(21), 'has spaces in it but is long', 'a'.repeat(257)]) {
      expect(normaliseRedemptionCode(bad)).toBeUndefined();
    }
  });
});

describe('validate-code and redeem payloads', () => {
  it('normalise the code', () => {
    expect(validateCodePayloadSchema.parse({ code: 'abcd efgh' })).toEqual({ code: { kind: 'text', value: 'ABCD-EFGH' } });
    expect(validateCodePayloadSchema.parse({ code: 'abcde fghjk' })).toEqual({ code: { kind: 'text', value: 'ABCDE-FGHJK' } });
    expect(redeemCodePayloadSchema.parse({ code: 'x'.repeat(24), purchaseId: 1 })).toEqual({
      code: { kind: 'qr', value: 'x'.repeat(24) },
    });
  });

  it('refuse missing and unreadable codes', () => {
    expect(issuesOf(redeemCodePayloadSchema, {})).toEqual([{ path: 'code', message: 'Required' }]);
    expect(issuesOf(redeemCodePayloadSchema, { code: '  ' })).toEqual([{ path: 'code', message: 'Required' }]);
    expect(issuesOf(validateCodePayloadSchema, { code: 'ABC' })).toEqual([{ path: 'code', message: 'Invalid input' }]);
    expect(issuesOf(validateCodePayloadSchema, { code: 12345678 })).toEqual([{ path: 'code', message: 'Invalid input' }]);
    expect(issuesOf(validateCodePayloadSchema, { code: 'a'.repeat(300) })).toEqual([
      { path: 'code', message: 'Code must be at most 256 characters' },
    ]);
  });
});
