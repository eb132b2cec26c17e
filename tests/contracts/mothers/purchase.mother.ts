import type { NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import { cents, centsOrNull } from '@marketplace/core/shared/domain/money';
import type { PlainCents } from './plain-cents.js';
import { uniqueNumber } from './sequence.js';

type Owners = Pick<NewPurchase, 'userId' | 'dealId' | 'businessId'>;
/** A purchase's fields with money as plain numbers; the mother brands them. */
export type PurchaseOverrides = Partial<PlainCents<NewPurchase>>;

/** A completed, unused single-use purchase of $20 expiring at the end of 2025, with unique codes. */
export function aPurchase(overrides: PurchaseOverrides & Owners): NewPurchase {
  const n = uniqueNumber();
  const digits = String(n).padStart(8, '0');
  const purchase: PlainCents<NewPurchase> = {
    stripePaymentId: `ch_test_${n}`,
    stripePaymentIntentId: `pi_test_${n}`,
    amountCents: 2000,
    priceCents: 2500,
    discountPercent: 20,
    redemptions: 1,
    redemptionsUsed: 0,
    status: 'completed',
    qrCode: `qr-token-${digits}-abcdefghijklmnop`,
    textCode: `${digits.slice(0, 4)}-${digits.slice(4)}`,
    passSecret: `pass-secret-${digits}`,
    redeemed: false,
    redeemedAt: null,
    customPriceCents: null,
    customDiscount: null,
    customRedemptions: null,
    purchaseDate: new Date('2025-03-10T15:00:00.000Z'),
    expiryDate: new Date('2025-12-31T23:59:59.000Z'),
    platformFeeCents: 500,
    businessShareCents: 1500,
    createdAt: new Date('2025-03-10T15:00:00.000Z'),
    ...overrides,
  };
  return {
    ...purchase,
    amountCents: cents(purchase.amountCents),
    priceCents: cents(purchase.priceCents),
    customPriceCents: centsOrNull(purchase.customPriceCents),
    platformFeeCents: cents(purchase.platformFeeCents),
    businessShareCents: cents(purchase.businessShareCents),
  };
}
