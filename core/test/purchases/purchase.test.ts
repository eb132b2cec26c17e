import { describe, expect, it } from 'vitest';
import { ConflictError, GoneError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';
import type { CheckoutQuote } from '@marketplace/core/deals/domain/checkout-pricing';
import {
  formatPurchaseId,
  Purchase,
  purchaseDisplayStatus,
  redeemError,
  usesLeftText,
  type PurchaseIssue,
  type PurchaseProps,
  type PurchaseStanding,
} from '@marketplace/core/purchases/domain/purchase';

const NOW = new Date('2025-03-05T12:00:00Z');

function aPurchase(overrides: Partial<PurchaseProps> = {}): Purchase {
  return Purchase.restore({
    id: 42,
    userId: 1,
    dealId: 101,
    businessId: 7,
    stripePaymentId: null,
    stripePaymentIntentId: 'pi_1',
    amountCents: cents(1000),
    priceCents: cents(1000),
    discountPercent: 20,
    redemptions: 1,
    redemptionsUsed: 0,
    status: 'completed',
    qrCode: 'qr',
    textCode: 'ABCD-EFGH',
    passSecret: 'pass-secret',
    redeemed: false,
    redeemedAt: null,
    customPriceCents: null,
    customDiscount: null,
    customRedemptions: null,
    purchaseDate: new Date('2025-03-01T00:00:00Z'),
    expiryDate: new Date('2025-04-01T00:00:00Z'),
    platformFeeCents: cents(250),
    businessShareCents: cents(750),
    createdAt: new Date('2025-03-01T00:00:00Z'),
    ...overrides,
  });
}

describe('purchase id', () => {
  it('is padded to 6 digits', () => {
    expect(formatPurchaseId(42)).toBe('000042');
    expect(formatPurchaseId(1234567)).toBe('1234567');
  });
});

describe('purchase display status (DESIGN.md 10.3)', () => {
  const standing = (overrides: Partial<PurchaseStanding> = {}): PurchaseStanding => ({ refunded: false, usesLeft: 1, expiryDate: new Date('2025-04-01'), ...overrides });

  it('is Active while uses are left and it has neither expired nor been refunded', () => {
    expect(purchaseDisplayStatus(standing(), NOW)).toBe('Active');
    expect(purchaseDisplayStatus(standing({ expiryDate: null }), NOW)).toBe('Active');
  });

  it('is Redeemed only when every use is spent, even past expiry', () => {
    expect(purchaseDisplayStatus(standing({ usesLeft: 0 }), NOW)).toBe('Redeemed');
    expect(purchaseDisplayStatus(standing({ usesLeft: 0, expiryDate: new Date('2025-01-01') }), NOW)).toBe('Redeemed');
  });

  it("is Expired past expiryDate, or else past the deal's endDate", () => {
    expect(purchaseDisplayStatus(standing({ expiryDate: new Date('2025-03-04') }), NOW)).toBe('Expired');
    expect(purchaseDisplayStatus(standing({ expiryDate: null }), NOW, new Date('2025-03-01'))).toBe('Expired');
    expect(purchaseDisplayStatus(standing({ expiryDate: null }), NOW, new Date('2025-03-06'))).toBe('Active');
  });

  it('is Refunded once refunded, whatever the uses', () => {
    expect(purchaseDisplayStatus(standing({ refunded: true }), NOW)).toBe('Refunded');
    expect(aPurchase({ status: 'refunded' }).displayStatus(NOW)).toBe('Refunded');
  });

  it('trusts the uses, not a stored flag: redeemedAt and redeemed set with uses left stay Active', () => {
    const stored = aPurchase({ redemptions: 3, redemptionsUsed: 1, redeemed: true, redeemedAt: NOW });
    expect(stored.displayStatus(NOW)).toBe('Active');
    expect(stored.redeemed).toBe(false);
    expect(stored.toProps().redeemed).toBe(false);
    expect(stored.redeemRefusal(NOW)).toBeNull();
  });
});

describe('usesLeftText', () => {
  it('says "N of M uses left", and plainly when every use is spent', () => {
    expect(usesLeftText({ usesLeft: 2, redemptions: 3 })).toBe('2 of 3 uses left');
    expect(usesLeftText({ usesLeft: 1, redemptions: 1 })).toBe('1 of 1 use left');
    expect(usesLeftText({ usesLeft: 0, redemptions: 3 })).toBe('No uses left (3 of 3 used)');
  });
});

describe('purchase.redeem(now)', () => {
  it('uses a single redemption and marks the purchase redeemed', () => {
    const purchase = aPurchase();
    expect(purchase.redeem(NOW)).toBeNull();
    expect(purchase.redeemed).toBe(true);
    expect(purchase.usesLeft).toBe(0);
    expect(purchase.toProps().redeemedAt).toEqual(NOW);
    expect(purchase.displayStatus(NOW)).toBe('Redeemed');
  });

  it('allows as many uses as the purchase has redemptions, staying Active until the last, redeemedAt the last use', () => {
    const purchase = aPurchase({ redemptions: 3 });
    const later = new Date(NOW.getTime() + 60_000);
    purchase.redeem(NOW);
    purchase.redeem(later);
    expect(purchase.redeemed).toBe(false);
    expect(purchase.usesLeft).toBe(1);
    expect(purchase.displayStatus(later)).toBe('Active');
    expect(purchase.toProps().redeemedAt).toEqual(later);
    purchase.redeem(later);
    expect(purchase.redeemed).toBe(true);
    expect(purchase.displayStatus(later)).toBe('Redeemed');
    expect(purchase.redeem(NOW)).toBe('used_up');
    expect(purchase.usesLeft).toBe(0);
  });

  it('refuses when used up', () => {
    const purchase = aPurchase({ redemptionsUsed: 1, redeemed: true, redeemedAt: NOW });
    expect(purchase.redeem(new Date(NOW.getTime() + 1000))).toBe('used_up');
    expect(purchase.toProps().redeemedAt).toEqual(NOW);
  });

  it('refuses when expired', () => {
    const purchase = aPurchase({ expiryDate: new Date('2025-03-05T11:59:59Z') });
    expect(purchase.isExpired(NOW)).toBe(true);
    expect(purchase.redeem(NOW)).toBe('expired');
    expect(purchase.redemptionsUsed).toBe(0);
  });

  it('accepts redemption at the exact expiry instant', () => {
    const purchase = aPurchase({ expiryDate: NOW });
    expect(purchase.redeem(NOW)).toBeNull();
    expect(purchase.redemptionsUsed).toBe(1);
  });

  it('refuses when refunded, and refund is idempotent', () => {
    const purchase = aPurchase();
    expect(purchase.refund()).toBe(true);
    expect(purchase.refund()).toBe(false);
    expect(purchase.status).toBe('refunded');
    expect(purchase.redeem(NOW)).toBe('refunded');
  });

  it('refuses a purchase that is not paid', () => {
    const purchase = aPurchase({ status: 'pending' });
    expect(purchase.redeemRefusal(NOW)).toBe('not_paid');
    expect(purchase.redeem(NOW)).toBe('not_paid');
    expect(purchase.redemptionsUsed).toBe(0);
  });

  it('names each refusal with the error a caller throws for it', () => {
    expect(redeemError('refunded')).toEqual(expect.objectContaining({ code: 'purchase.refunded', kind: 'gone' }));
    expect(redeemError('expired')).toBeInstanceOf(GoneError);
    expect(redeemError('expired')).toEqual(expect.objectContaining({ code: 'purchase.expired' }));
    expect(redeemError('used_up')).toBeInstanceOf(ConflictError);
    expect(redeemError('used_up')).toEqual(expect.objectContaining({ code: 'purchase.already_redeemed' }));
    expect(redeemError('not_paid')).toEqual(expect.objectContaining({ code: 'purchase.not_paid' }));
  });

  it('reports refunds before used-up and used-up before expiry', () => {
    expect(aPurchase({ status: 'refunded', redemptionsUsed: 1 }).redeemRefusal(NOW)).toBe('refunded');
    expect(aPurchase({ redemptionsUsed: 1, expiryDate: new Date('2025-01-01') }).redeemRefusal(NOW)).toBe('used_up');
    expect(aPurchase().redeemRefusal(NOW)).toBeNull();
  });

  it('restores and exports copies, never shared state', () => {
    const purchase = aPurchase();
    const props = purchase.toProps();
    props.redemptionsUsed = 5;
    expect(purchase.redemptionsUsed).toBe(0);
    expect(purchase.id).toBe(42);
    expect(purchase.userId).toBe(1);
    expect(purchase.dealId).toBe(101);
    expect(purchase.businessId).toBe(7);
    expect(purchase.stripePaymentIntentId).toBe('pi_1');
    expect(purchase.expiryDate).toEqual(new Date('2025-04-01T00:00:00Z'));
  });
});

describe('Purchase.issue', () => {
  const quote = (overrides: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
    unitPriceCents: cents(1000),
    discountPercent: 20,
    redemptions: 2,
    amountCents: cents(1500),
    isCustom: false,
    ...overrides,
  });
  const issue = (overrides: Partial<PurchaseIssue> = {}): PurchaseIssue => ({
    userId: 1,
    deal: { id: 101, businessId: 7, endDate: new Date('2025-04-01T00:00:00Z') },
    quote: quote(),
    payment: { intentId: 'pi_1', chargeId: 'ch_1', amountCents: cents(1500), applicationFeeCents: null },
    codes: { textCode: 'ABCD-EFGH', qrCode: 'qr', passSecret: 'pass-secret' },
    voided: false,
    now: NOW,
    ...overrides,
  });

  it("gives a paid purchase the quote's uses, none used, valid until the deal ends, and splits the amount", () => {
    expect(Purchase.issue(issue())).toEqual({
      userId: 1,
      dealId: 101,
      businessId: 7,
      stripePaymentId: 'ch_1',
      stripePaymentIntentId: 'pi_1',
      amountCents: 1500,
      priceCents: 1000,
      discountPercent: 20,
      redemptions: 2,
      redemptionsUsed: 0,
      status: 'completed',
      qrCode: 'qr',
      textCode: 'ABCD-EFGH',
      passSecret: 'pass-secret',
      redeemed: false,
      redeemedAt: null,
      customPriceCents: null,
      customDiscount: null,
      customRedemptions: null,
      purchaseDate: NOW,
      expiryDate: new Date('2025-04-01T00:00:00Z'),
      platformFeeCents: 375,
      businessShareCents: 1125,
      createdAt: NOW,
    });
  });

  it("keeps the provider's application fee, marks a custom quote, and keeps a voided payment refunded", () => {
    const payment = { intentId: 'pi_1', chargeId: null, amountCents: cents(1500), applicationFeeCents: cents(400) };
    const issued = Purchase.issue(issue({ payment, quote: quote({ isCustom: true }), voided: true }));
    expect(issued).toMatchObject({ platformFeeCents: 400, businessShareCents: 1100, status: 'refunded' });
    expect(issued).toMatchObject({ customPriceCents: 1000, customDiscount: 20, customRedemptions: 2 });
    expect(Purchase.restore({ ...issued, id: 1 }).redeemRefusal(NOW)).toBe('refunded');
  });

  it('refuses a payment for another amount than the quote', () => {
    const payment = { intentId: 'pi_1', chargeId: null, amountCents: cents(1000), applicationFeeCents: null };
    expect(() => Purchase.issue(issue({ payment }))).toThrow(RangeError);
  });
});
