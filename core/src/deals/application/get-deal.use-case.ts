import { managesDealsOf, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Deal } from '../domain/deal.js';
import { DEAL_NOT_FOUND_MESSAGE } from '../domain/deal-not-found.js';
import type { DealRepository } from '../ports/deal.repository.port.js';

export function dealNotFound(): NotFoundError {
  return new NotFoundError('deal.not_found', DEAL_NOT_FOUND_MESSAGE);
}

/** Shoppers see a published deal of an enabled, listed business; a business's owner and managers see any deal of its own. */
export class GetDeal {
  constructor(private readonly deps: { deals: DealRepository; businesses: BusinessRepository; clock: Clock }) {}

  async execute(actor: Actor, dealId: number): Promise<{ deal: Deal; business: Business | null }> {
    const deal = await this.deps.deals.findById(dealId);
    const own = deal !== null && managesDealsOf(actor, deal.businessId);
    if (!deal || (!own && !deal.isVisible(this.deps.clock.now()))) throw dealNotFound();
    const business = await this.deps.businesses.findById(deal.businessId);
    // A disabled or unlisted business's deals are out of the catalogue, as the list leaves them out.
    if (!own && !business?.isListed(this.deps.clock.now())) throw dealNotFound();
    return { deal, business };
  }
}
