import type { AccountRef } from '../../accounts/domain/account-ref.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import { redeemError, type Purchase } from '../domain/purchase.js';
import type { RedemptionChannel } from '../domain/redemption.js';

/**
 * The one way a use is redeemed, shared by the customer's "Redeem Now", the business's scan
 * and the CLI: the repository's atomic conditional update, then the log line, in the caller's
 * transaction. When the update finds nothing to do, the fresh row says why.
 */
export async function redeemOneUse(
  tx: Repositories,
  purchase: Purchase,
  by: AccountRef,
  channel: RedemptionChannel,
  now: Date,
): Promise<Purchase> {
  const updated = await tx.purchases.redeemOnce(purchase.id, now);
  if (!updated) {
    const current = (await tx.purchases.findById(purchase.id)) ?? purchase;
    throw redeemError(current.redeemRefusal(now) ?? 'used_up');
  }
  await tx.redemptions.add({
    purchaseId: updated.id,
    dealId: updated.dealId,
    businessId: updated.businessId,
    userId: updated.userId,
    channel,
    redeemedBy: by,
    redeemedAt: now,
  });
  return updated;
}
