import { describe, expect, it } from 'vitest';
import { ConflictError, GoneError } from '@marketplace/core/shared/domain/domain-error';
import {
  formatPurchaseId,
  Purchase,
  purchaseDisplayStatus,
  type PurchaseProps,
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
    amountCents: 1000,
    priceCents: 1000,
    discountPercent: 20,
    redemptions: 1,
    redemptionsUsed: 0,
    status: 'completed',
    qrCode: 'qr',
    textCode: 'ABCD-EFGH',
    redeemed: false,
    redeemedAt: null,
    customPriceCents: null,
    customDiscount: null,
    customRedemptions: null,
    purchaseDate: new Date('2025-03-01T00:00:00Z'),
    expiryDate: new Date('2025-04-01T00:00:00Z'),
    platformFeeCents: 250,
    businessShareCents: 750,
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

describe('purchase display status (customer-side section 4)', () => {
  it('is Active while not redeemed and not expired', () => {
    expect(purchaseDisplayStatus({ redeemed: false, redeemedAt: null, expiryDate: new Date('2025-04-01') }, NOW)).toBe('Active');
    expect(purchaseDisplayStatus({ redeemed: false, redeemedAt: null, expiryDate: null }, NOW)).toBe('Active');
  });

  it('is Redeemed when the flag or redeemedAt is set, even past expiry', () => {
    expect(purchaseDisplayStatus({ redeemed: true, redeemedAt: null, expiryDate: new Date('2025-01-01') }, NOW)).toBe('Redeemed');
    expect(purchaseDisplayStatus({ redeemed: false, redeemedAt: NOW, expiryDate: null }, NOW)).toBe('Redeemed');
  });

  it("is Expired past expiryDate, or else past the deal's endDate", () => {
    expect(purchaseDisplayStatus({ redeemed: false, redeemedAt: null, expiryDate: new Date('2025-03-04') }, NOW)).toBe('Expired');
    expect(purchaseDisplayStatus({ redeemed: false, redeemedAt: null, expiryDate: null }, NOW, new Date('2025-03-01'))).toBe('Expired');
    expect(purchaseDisplayStatus({ redeemed: false, redeemedAt: null, expiryDate: null }, NOW, new Date('2025-03-06'))).toBe('Active');
  });
});

describe('purchase.redeem(now)', () => {
  it('uses a single redemption and marks the purchase redeemed', () => {
    const purchase = aPurchase();
    purchase.redeem(NOW);
    expect(purchase.redeemed).toBe(true);
    expect(purchase.usesLeft).toBe(0);
    expect(purchase.toProps().redeemedAt).toEqual(NOW);
    expect(purchase.displayStatus(NOW)).toBe('Redeemed');
  });

  it('allows as many uses as the purchase has redemptions', () => {
    const purchase = aPurchase({ redemptions: 3 });
    purchase.redeem(NOW);
    purchase.redeem(NOW);
    expect(purchase.redeemed).toBe(false);
    expect(purchase.usesLeft).toBe(1);
    expect(purchase.displayStatus(NOW)).toBe('Redeemed');
    purchase.redeem(NOW);
    expect(purchase.redeemed).toBe(true);
    expect(() => purchase.redeem(NOW)).toThrow(ConflictError);
  });

  it('refuses when used up', () => {
    const purchase = aPurchase({ redemptionsUsed: 1, redeemed: true, redeemedAt: NOW });
    expect(() => purchase.redeem(NOW)).toThrowError(expect.objectContaining({ code: 'purchase.already_redeemed' }));
  });

  it('refuses when expired', () => {
    const purchase = aPurchase({ expiryDate: new Date('2025-03-05T11:59:59Z') });
    expect(purchase.isExpired(NOW)).toBe(true);
    expect(() => purchase.redeem(NOW)).toThrowError(GoneError);
    expect(() => purchase.redeem(NOW)).toThrowError(expect.objectContaining({ code: 'purchase.expired' }));
  });

  it('accepts redemption at the exact expiry instant', () => {
    const purchase = aPurchase({ expiryDate: NOW });
    expect(() => purchase.redeem(NOW)).not.toThrow();
  });

  it('refuses when refunded, and refund is idempotent', () => {
    const purchase = aPurchase();
    expect(purchase.refund()).toBe(true);
    expect(purchase.refund()).toBe(false);
    expect(purchase.status).toBe('refunded');
    expect(() => purchase.redeem(NOW)).toThrowError(expect.objectContaining({ code: 'purchase.refunded', kind: 'gone' }));
  });

  it('refuses a purchase that is not paid', () => {
    const purchase = aPurchase({ status: 'pending' });
    expect(purchase.redeemRefusal(NOW)).toBe('not_paid');
    expect(() => purchase.redeem(NOW)).toThrowError(expect.objectContaining({ code: 'purchase.not_paid' }));
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
