import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Purchase } from '../domain/purchase.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';
import { refusedUse } from './redeem-purchase.js';

export function purchaseNotFound(): NotFoundError {
  return new NotFoundError('purchase.not_found', 'Purchase not found');
}

/**
 * The purchaser redeems one use themselves. No transaction: whose it is, the use and its log line
 * are one atomic statement (`redeemOnce` with `usableBy`), so a redeem that succeeds is that one
 * statement; only a refused one reads the purchase, to say why.
 */
export class RedeemMyPurchase {
  constructor(private readonly deps: { purchases: PurchaseRepository; clock: Clock }) {}

  async execute(actor: Actor, purchaseId: number): Promise<Purchase> {
    const { userId } = requireCustomer(actor);
    const now = this.deps.clock.now();
    const used = await this.deps.purchases.redeemOnce(purchaseId, { at: now, by: { type: 'user', id: userId }, channel: 'self', usableBy: userId });
    if (used) return used.purchase;
    // Another's purchase, and a gift the buyer holds for a recipient who has not claimed it yet, are not found.
    const purchase = await this.deps.purchases.findUsableBy(purchaseId, userId);
    if (!purchase) throw purchaseNotFound();
    throw refusedUse(purchase, now);
  }
}
