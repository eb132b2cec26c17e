import { managesDealsOf, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Deal } from '../domain/deal.js';
import { DEAL_NOT_FOUND_MESSAGE } from '../domain/deal-not-found.js';
import type { DealRepository } from '../ports/deal.repository.port.js';
import { viewLocations, type LocationView } from '../../locations/application/list-locations.use-case.js';
import type { LocationRepository } from '../../locations/ports/location.repository.port.js';

export function dealNotFound(): NotFoundError {
  return new NotFoundError('deal.not_found', DEAL_NOT_FOUND_MESSAGE);
}

interface CatalogueDeps {
  deals: DealRepository;
  businesses: BusinessRepository;
  clock: Clock;
}

/**
 * Shoppers see a published deal of an enabled, listed business; a business's owner and managers see
 * any deal of its own.
 * With it, where it can be used: every active location of its business, with today's hours on the
 * business's clocks (read alongside the business: one more indexed statement, no more latency).
 */
export class GetDeal {
  /** `locations` null: the deal and its business only (a caller that shows no location). */
  constructor(private readonly deps: CatalogueDeps & { locations: LocationRepository | null }) {}

  async execute(actor: Actor, dealId: number): Promise<{ deal: Deal; business: Business | null; locations: LocationView[] }> {
    const deal = await this.deps.deals.findById(dealId);
    const now = this.deps.clock.now();
    const own = deal !== null && managesDealsOf(actor, deal.businessId);
    if (!deal || (!own && !deal.isVisible(now))) throw dealNotFound();
    const [business, locations] = await Promise.all([
      this.deps.businesses.findById(deal.businessId),
      this.deps.locations ? this.deps.locations.listForBusiness(deal.businessId) : Promise.resolve([]),
    ]);
    // A disabled or unlisted business's deals are out of the catalogue, as the list leaves them out.
    if (!own && !business?.isListed(now)) throw dealNotFound();
    return { deal, business, locations: business ? viewLocations(locations, business.timeZone, now) : [] };
  }
}
