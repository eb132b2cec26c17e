import { requireBusiness, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { ForbiddenError } from '../../shared/domain/domain-error.js';
import type { Deal, DealChanges } from '../domain/deal.js';
import type { DealRepository } from '../ports/deal.repository.port.js';
import { dealNotFound } from './get-deal.use-case.js';

export type DealUpdate = DealChanges & { active?: boolean | undefined };

/**
 * PATCH /api/deals/:id: the owning business pauses, resumes or edits its deal. Another
 * business's deal answers NotFound (its existence is none of their business). A draft of an
 * unverified business cannot be resumed: it publishes when the business is verified.
 */
export class UpdateDeal {
  constructor(private readonly deps: { deals: DealRepository; businesses: BusinessRepository }) {}

  async execute(actor: Actor, dealId: number, update: DealUpdate): Promise<Deal> {
    const { businessId } = requireBusiness(actor);
    const deal = await this.deps.deals.findById(dealId);
    if (!deal || !deal.isOwnedBy(businessId)) throw dealNotFound();

    const { active, ...changes } = update;
    deal.edit(changes);
    if (active === false) deal.pause();
    if (active === true && !deal.active) {
      const business = await this.deps.businesses.findById(businessId);
      if (!business?.verified) {
        throw new ForbiddenError(
          'business.unverified',
          'Your business is not verified yet: deals stay drafts until our team has verified it.',
        );
      }
      deal.resume();
    }
    await this.deps.deals.save(deal);
    return deal;
  }
}
