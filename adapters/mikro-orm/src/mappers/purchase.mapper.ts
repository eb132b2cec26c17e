import { Purchase, type NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import { cents, centsOrNull } from '@marketplace/core/shared/domain/money';
import type { PurchaseRecord } from '../entities/purchase.entity.js';

/** Between `purchases` records and {@link Purchase}. */
export const purchaseMapper = {
  toDomain(record: PurchaseRecord): Purchase {
    return Purchase.restore({
      id: record.id,
      userId: record.user,
      dealId: record.deal,
      businessId: record.business,
      stripePaymentId: record.stripePaymentId ?? null,
      stripePaymentIntentId: record.stripePaymentIntentId,
      amountCents: cents(record.amountCents),
      priceCents: cents(record.priceCents),
      discountPercent: record.discountPercent,
      redemptions: record.redemptions,
      redemptionsUsed: record.redemptionsUsed,
      status: record.status,
      qrCode: record.qrCode,
      textCode: record.textCode,
      passSecret: record.passSecret,
      redeemed: record.redeemed,
      redeemedAt: record.redeemedAt ?? null,
      customPriceCents: centsOrNull(record.customPriceCents ?? null),
      customDiscount: record.customDiscount ?? null,
      customRedemptions: record.customRedemptions ?? null,
      purchaseDate: record.purchaseDate,
      expiryDate: record.expiryDate ?? null,
      platformFeeCents: cents(record.platformFeeCents),
      businessShareCents: cents(record.businessShareCents),
      createdAt: record.createdAt,
    });
  },

  toPersistence(purchase: NewPurchase) {
    return {
      user: purchase.userId,
      deal: purchase.dealId,
      business: purchase.businessId,
      stripePaymentId: purchase.stripePaymentId,
      stripePaymentIntentId: purchase.stripePaymentIntentId,
      amountCents: purchase.amountCents,
      priceCents: purchase.priceCents,
      discountPercent: purchase.discountPercent,
      redemptions: purchase.redemptions,
      redemptionsUsed: purchase.redemptionsUsed,
      status: purchase.status,
      qrCode: purchase.qrCode,
      textCode: purchase.textCode,
      passSecret: purchase.passSecret,
      redeemed: purchase.redeemed,
      redeemedAt: purchase.redeemedAt,
      customPriceCents: purchase.customPriceCents,
      customDiscount: purchase.customDiscount,
      customRedemptions: purchase.customRedemptions,
      purchaseDate: purchase.purchaseDate,
      expiryDate: purchase.expiryDate,
      platformFeeCents: purchase.platformFeeCents,
      businessShareCents: purchase.businessShareCents,
      createdAt: purchase.createdAt,
    };
  },
};
