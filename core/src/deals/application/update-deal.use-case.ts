import { requireDealManager, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { Deal, DealChanges } from '../domain/deal.js';
import type { DealRepository } from '../ports/deal.repository.port.js';
import { dealNotFound } from './get-deal.use-case.js';
import { attachablePictureUrl } from '../../media/application/attach-picture.js';
import type { PictureRepository } from '../../media/ports/picture.repository.port.js';

export type DealUpdate = DealChanges & { active?: boolean | undefined };

/**
 * The owning business pauses, resumes or edits its deal. Another business's deal is not found:
 * its existence is none of their business.
 */
export class UpdateDeal {
  constructor(private readonly deps: { deals: DealRepository; businesses: BusinessRepository; pictures: PictureRepository }) {}

  async execute(actor: Actor, dealId: number, update: DealUpdate): Promise<Deal> {
    const { businessId } = requireDealManager(actor);
    const deal = await this.deps.deals.findById(dealId);
    if (!deal || !deal.isOwnedBy(businessId)) throw dealNotFound();

    const { active, ...changes } = update;
    // A new picture must be one of the business's uploads; a link stored earlier stays until changed.
    if (changes.imageUrl !== undefined) changes.imageUrl = await attachablePictureUrl(this.deps.pictures, businessId, changes.imageUrl);
    deal.edit(changes);
    if (active === false) deal.pause();
    if (active === true && !deal.active) {
      const business = await this.deps.businesses.findById(businessId);
      deal.resume(business ?? { id: businessId, verified: false });
    }
    await this.deps.deals.save(deal);
    return deal;
  }
}
