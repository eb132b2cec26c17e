import { Purchase, type NewPurchase } from '@marketplace/core/purchases/domain/purchase';
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
      amountCents: record.amountCents,
      priceCents: record.priceCents,
      discountPercent: record.discountPercent,
      redemptions: record.redemptions,
      redemptionsUsed: record.redemptionsUsed,
      status: record.status,
      qrCode: record.qrCode,
      textCode: record.textCode,
      redeemed: record.redeemed,
      redeemedAt: record.redeemedAt ?? null,
      customPriceCents: record.customPriceCents ?? null,
      customDiscount: record.customDiscount ?? null,
      customRedemptions: record.customRedemptions ?? null,
      purchaseDate: record.purchaseDate,
      expiryDate: record.expiryDate ?? null,
      platformFeeCents: record.platformFeeCents,
      businessShareCents: record.businessShareCents,
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
