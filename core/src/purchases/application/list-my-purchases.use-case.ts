import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import type { Purchase } from '../domain/purchase.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';

export interface OwnedPurchase {
  purchase: Purchase;
  deal: Deal | null;
}

/** GET /api/user/purchases: the customer's purchases, newest first, each with its deal (two queries in all). */
export class ListMyPurchases {
  constructor(private readonly deps: { purchases: PurchaseRepository; deals: DealRepository }) {}

  async execute(actor: Actor): Promise<OwnedPurchase[]> {
    const { userId } = requireCustomer(actor);
    const purchases = await this.deps.purchases.listByUser(userId);
    const dealIds = [...new Set(purchases.map((purchase) => purchase.dealId))];
    const deals = dealIds.length ? await this.deps.deals.findByIds(dealIds) : [];
    const byId = new Map(deals.map((deal) => [deal.id, deal]));
    return purchases.map((purchase) => ({ purchase, deal: byId.get(purchase.dealId) ?? null }));
  }
}
