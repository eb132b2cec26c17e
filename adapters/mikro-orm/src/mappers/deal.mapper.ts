import { Deal, type NewDeal } from '@marketplace/core/deals/domain/deal';
import { cents, centsOrNull } from '@marketplace/core/shared/domain/money';
import type { DealRecord } from '../entities/deal.entity.js';

/** Between `deals` records and {@link Deal}. */
export const dealMapper = {
  toDomain(record: DealRecord): Deal {
    return Deal.restore({
      id: record.id,
      businessId: record.business,
      title: record.title,
      description: record.description,
      category: record.category,
      priceCents: cents(record.priceCents),
      basePriceCents: cents(record.basePriceCents),
      discountPercent: record.discountPercent,
      isSliderDeal: record.isSliderDeal,
      minPriceCents: centsOrNull(record.minPriceCents ?? null),
      maxPriceCents: centsOrNull(record.maxPriceCents ?? null),
      minDiscountPercent: record.minDiscountPercent ?? null,
      maxDiscountPercent: record.maxDiscountPercent ?? null,
      discountSteps: record.discountSteps ?? null,
      minRedemptions: record.minRedemptions ?? null,
      maxRedemptions: record.maxRedemptions ?? null,
      redemptionSteps: record.redemptionSteps ?? null,
      freeItem: record.freeItem ?? null,
      startDate: record.startDate,
      endDate: record.endDate,
      maxRedemptionsPerUser: record.maxRedemptionsPerUser,
      imageUrl: record.imageUrl ?? null,
      active: record.active,
      featured: record.featured,
      awaitingVerification: record.awaitingVerification,
      createdAt: record.createdAt,
    });
  },

  toPersistence(deal: NewDeal) {
    return {
      business: deal.businessId,
      title: deal.title,
      description: deal.description,
      category: deal.category,
      priceCents: deal.priceCents,
      basePriceCents: deal.basePriceCents,
      discountPercent: deal.discountPercent,
      isSliderDeal: deal.isSliderDeal,
      minPriceCents: deal.minPriceCents,
      maxPriceCents: deal.maxPriceCents,
      minDiscountPercent: deal.minDiscountPercent,
      maxDiscountPercent: deal.maxDiscountPercent,
      discountSteps: deal.discountSteps,
      minRedemptions: deal.minRedemptions,
      maxRedemptions: deal.maxRedemptions,
      redemptionSteps: deal.redemptionSteps,
      freeItem: deal.freeItem,
      startDate: deal.startDate,
      endDate: deal.endDate,
      maxRedemptionsPerUser: deal.maxRedemptionsPerUser,
      imageUrl: deal.imageUrl,
      active: deal.active,
      featured: deal.featured,
      awaitingVerification: deal.awaitingVerification,
      createdAt: deal.createdAt,
    };
  },
};
