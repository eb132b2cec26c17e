import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Purchase } from '../domain/purchase.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';
import { redeemOneUse } from './redeem-purchase.js';

export function purchaseNotFound(): NotFoundError {
  return new NotFoundError('purchase.not_found', 'Purchase not found');
}

/**
 * The purchaser redeems one use themselves. No transaction: the owner never changes, and the use
 * and its log line are one atomic statement.
 */
export class RedeemMyPurchase {
  constructor(private readonly deps: { purchases: PurchaseRepository; clock: Clock }) {}

  async execute(actor: Actor, purchaseId: number): Promise<Purchase> {
    const { userId } = requireCustomer(actor);
    // Another's purchase, and a gift the buyer holds for a recipient who has not claimed it yet, are not found.
    const purchase = await this.deps.purchases.findUsableBy(purchaseId, userId);
    if (!purchase) throw purchaseNotFound();
    const used = await redeemOneUse(this.deps.purchases, purchase, { type: 'user', id: userId }, 'self', this.deps.clock.now());
    return used.purchase;
  }
}
