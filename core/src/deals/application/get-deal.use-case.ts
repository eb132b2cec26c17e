import { managesDealsOf, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
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
  clock: Clock;
}

/**
 * Shoppers see a published deal of an enabled, listed business; a business's owner and managers see
 * any deal of its own.
 * With it, where it can be used: every active location of its business, with today's hours on the
 * business's clocks. Two statements side by side (the deal joined to its business; the locations
 * through the deal's row), so one round trip of latency.
 */
export class GetDeal {
  /** `locations` null: the deal and its business only (a caller that shows no location). */
  constructor(private readonly deps: CatalogueDeps & { locations: LocationRepository | null }) {}

  async execute(actor: Actor, dealId: number): Promise<{ deal: Deal; business: Business | null; locations: LocationView[] }> {
    // One round trip: the deal with its business, and beside it its business's locations.
    const [found, locations] = await Promise.all([
      this.deps.deals.findWithBusiness(dealId),
      this.deps.locations ? this.deps.locations.listForDealBusiness(dealId) : Promise.resolve([]),
    ]);
    const now = this.deps.clock.now();
    if (!found) throw dealNotFound();
    const { deal, business } = found;
    const own = managesDealsOf(actor, deal.businessId);
    if (!own && !deal.isVisible(now)) throw dealNotFound();
    // A disabled or unlisted business's deals are out of the catalogue, as the list leaves them out.
    if (!own && !business?.isListed(now)) throw dealNotFound();
    return { deal, business, locations: business ? viewLocations(locations, business.timeZone, now) : [] };
  }
}
