import type { AccountRef } from '../../accounts/domain/account-ref.js';
import type { PurchaseRepository, RedeemedUse, RedemptionUse } from '../ports/purchase.repository.port.js';
import { redeemError, type Purchase } from '../domain/purchase.js';
import type { RedemptionChannel } from '../domain/redemption.js';

/**
 * The one way a use is redeemed, shared by the customer's "Redeem Now", the business's scan
 * and the CLI: the repository's atomic conditional update, which writes the log line in the same
 * statement. When it finds nothing to do, the fresh row says why.
 */
export async function redeemOneUse(
  purchases: PurchaseRepository,
  purchase: Purchase,
  by: AccountRef,
  channel: RedemptionChannel,
  now: Date,
  where: Pick<RedemptionUse, 'locationId' | 'billCents'> = {},
): Promise<RedeemedUse> {
  const updated = await purchases.redeemOnce(purchase.id, { at: now, by, channel, ...where });
  if (updated) return updated;
  const current = (await purchases.findById(purchase.id)) ?? purchase;
  throw redeemError(current.redeemRefusal(now) ?? 'used_up');
}
