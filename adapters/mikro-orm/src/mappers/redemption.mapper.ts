import { Redemption, type NewRedemption } from '@marketplace/core/purchases/domain/redemption';
import type { RedemptionRecord } from '../entities/redemption.entity.js';

/** Between `redemptions` records and {@link Redemption}. */
export const redemptionMapper = {
  toDomain(record: RedemptionRecord): Redemption {
    return Redemption.restore({
      id: record.id,
      purchaseId: record.purchase,
      dealId: record.deal,
      businessId: record.business,
      userId: record.user,
      channel: record.channel,
      redeemedBy: { type: record.redeemedByType, id: record.redeemedById },
      redeemedAt: record.redeemedAt,
    });
  },

  toPersistence(redemption: NewRedemption) {
    return {
      purchase: redemption.purchaseId,
      deal: redemption.dealId,
      business: redemption.businessId,
      user: redemption.userId,
      channel: redemption.channel,
      redeemedByType: redemption.redeemedBy.type,
      redeemedById: redemption.redeemedBy.id,
      redeemedAt: redemption.redeemedAt,
    };
  },
};
