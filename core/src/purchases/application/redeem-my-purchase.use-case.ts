import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import type { Purchase } from '../domain/purchase.js';
import { redeemOneUse } from './redeem-purchase.js';

export function purchaseNotFound(): NotFoundError {
  return new NotFoundError('purchase.not_found', 'Purchase not found');
}

/** POST /api/purchases/:id/redeem: the purchaser redeems one use from the profile page. */
export class RedeemMyPurchase {
  constructor(private readonly deps: { transactions: TransactionRunner; clock: Clock }) {}

  async execute(actor: Actor, purchaseId: number): Promise<Purchase> {
    const { userId } = requireCustomer(actor);
    return this.deps.transactions.run(async (tx) => {
      const purchase = await tx.purchases.findById(purchaseId);
      if (!purchase || purchase.userId !== userId) throw purchaseNotFound();
      return redeemOneUse(tx, purchase, { type: 'user', id: userId }, 'self', this.deps.clock.now());
    });
  }
}
