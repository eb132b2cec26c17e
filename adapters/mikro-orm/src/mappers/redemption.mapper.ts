import { Redemption, type NewRedemption } from '@marketplace/core/purchases/domain/redemption';
import { centsOrNull } from '@marketplace/core/shared/domain/money';
import type { RedemptionRecord } from '../entities/redemption.entity.js';

/** Between `redemptions` records and {@link Redemption}. */
export const redemptionMapper = {
  toDomain(record: RedemptionRecord): Redemption {
    return Redemption.restore({
      id: record.id,
      kind: record.kind,
      purchaseId: record.purchase,
      dealId: record.deal,
      businessId: record.business,
      userId: record.user,
      channel: record.channel,
      redeemedBy: { type: record.redeemedByType, id: record.redeemedById },
      redeemedAt: record.redeemedAt,
      locationId: record.locationId ?? null,
      billCents: centsOrNull(record.billCents ?? null),
      undoesId: record.undoesId ?? null,
      reason: record.reason ?? null,
    });
  },

  toPersistence(redemption: NewRedemption) {
    return {
      kind: redemption.kind,
      purchase: redemption.purchaseId,
      deal: redemption.dealId,
      business: redemption.businessId,
      user: redemption.userId,
      channel: redemption.channel,
      redeemedByType: redemption.redeemedBy.type,
      redeemedById: redemption.redeemedBy.id,
      redeemedAt: redemption.redeemedAt,
      locationId: redemption.locationId,
      billCents: redemption.billCents,
      undoesId: redemption.undoesId,
      reason: redemption.reason,
    };
  },
};
