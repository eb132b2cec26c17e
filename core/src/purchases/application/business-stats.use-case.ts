import { requireBusiness, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessSalesFigures, PurchaseRepository } from '../ports/purchase.repository.port.js';

/** The business's own figures, from its purchases, never estimates. */
export class GetBusinessStats {
  constructor(private readonly deps: { purchases: PurchaseRepository }) {}

  async execute(actor: Actor): Promise<BusinessSalesFigures> {
    const { businessId } = requireBusiness(actor);
    return this.deps.purchases.salesFigures(businessId);
  }
}
