import { managesDealsOf, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Deal } from '../domain/deal.js';
import { DEAL_NOT_FOUND_MESSAGE } from '../domain/deal-not-found.js';
import type { DealRepository } from '../ports/deal.repository.port.js';
import { viewLocations, type LocationView } from '../../locations/application/list-locations.use-case.js';

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
 * business's clocks. One statement: the deal joined to its business and its locations.
 */
export class GetDeal {
  /** `withLocations` false: the deal and its business only (a caller that shows no location). */
  constructor(private readonly deps: CatalogueDeps & { withLocations: boolean }) {}

  async execute(actor: Actor, dealId: number): Promise<{ deal: Deal; business: Business | null; locations: LocationView[] }> {
    const { deals } = this.deps;
    const found = this.deps.withLocations
      ? await deals.findWithBusinessAndLocations(dealId)
      : await deals.findWithBusiness(dealId).then((alone) => alone && { ...alone, locations: [] });
    const now = this.deps.clock.now();
    if (!found) throw dealNotFound();
    const { deal, business, locations } = found;
    const own = managesDealsOf(actor, deal.businessId);
    if (!own && !deal.isVisible(now)) throw dealNotFound();
    // A disabled or unlisted business's deals are out of the catalogue, as the list leaves them out.
    if (!own && !business?.isListed(now)) throw dealNotFound();
    return { deal, business, locations: business ? viewLocations(locations, business.timeZone, now) : [] };
  }
}
