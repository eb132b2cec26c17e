import type { AccountRef } from '../../accounts/domain/account-ref.js';
import type { PurchaseRepository, RedeemedUse, RedemptionUse } from '../ports/purchase.repository.port.js';
import { redeemError, type Purchase } from '../domain/purchase.js';
import type { RedemptionChannel } from '../domain/redemption.js';

/**
 * How a use is redeemed at a till and by the CLI: the repository's atomic conditional update, which
 * writes the log line in the same statement (the customer's "Redeem Now" makes the same update with
 * its ownership check in it). When it finds nothing to do, the fresh row says why.
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
  throw refusedUse((await purchases.findById(purchase.id)) ?? purchase, now);
}

/** Why `redeemOnce` took no use of the purchase as it is now (a concurrent redeem took the last one when its row says nothing else). */
export function refusedUse(current: Purchase, now: Date): Error {
  return redeemError(current.redeemRefusal(now) ?? 'used_up');
}
