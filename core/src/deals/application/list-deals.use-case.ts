import { managesDealsOf, type Actor } from '../../accounts/domain/actor.js';
import { paginate, type Pagination } from '../../shared/domain/paging.js';
import { ValidationError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { ZipGeocoder } from '../../locations/ports/zip-geocoder.port.js';
import type { Deal } from '../domain/deal.js';
import type { ListedBusiness } from '../domain/listed-business.js';
import { DEFAULT_NEAR_RADIUS_KM, unknownZipMessage, type NearFilter, type NearPlace } from '../domain/nearby.js';
import type { DealFilter, DealRepository } from '../ports/deal.repository.port.js';
import { DEFAULT_DEALS_PAGE_SIZE, MAX_DEALS_PAGE_SIZE } from '../schemas/deals-query.schema.js';

export interface DealListQuery {
  category?: string | undefined;
  active?: boolean | undefined;
  featured?: boolean | undefined;
  businessId?: number | undefined;
  q?: string | undefined;
  location?: string | undefined;
  /** Where the shopper is; the list is then within `radiusKm` of it, nearest first. */
  near?: NearPlace | undefined;
  radiusKm?: number | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface DealList {
  deals: Deal[];
  /** What the listed deals show of their businesses, read with the page. */
  businesses: ListedBusiness[];
  pagination: Pagination;
  /** With `near`: each listed deal's distance in kilometres, by deal id. */
  distancesKm?: ReadonlyMap<number, number> | undefined;
}

/**
 * Shoppers only ever see published deals of listed businesses, whatever they ask. A business
 * listing its own deals sees every state: `active` true gives the live ones (listed or not),
 * false the rest (paused, drafts, ended).
 */
export class ListDeals {
  constructor(
    private readonly deps: { deals: DealRepository; clock: Clock; geocoder: ZipGeocoder },
  ) {}

  async execute(actor: Actor, query: DealListQuery): Promise<DealList> {
    const now = this.deps.clock.now();
    const page = Math.max(1, Math.trunc(query.page ?? 1));
    const limit = Math.min(MAX_DEALS_PAGE_SIZE, Math.max(1, Math.trunc(query.limit ?? DEFAULT_DEALS_PAGE_SIZE)));
    const ownList = query.businessId !== undefined && managesDealsOf(actor, query.businessId);

    const filter: DealFilter = {
      category: query.category || undefined,
      businessId: query.businessId,
      featured: query.featured,
      text: query.q?.trim() || undefined,
      location: query.location?.trim() || undefined,
      near: this.nearFilter(query),
      visibility: ownList
        ? query.active === undefined
          ? undefined
          : { at: now, visible: query.active }
        : { at: now, visible: true, listed: true },
    };
    // A shopper asking for inactive deals gets none rather than a list that ignores the filter.
    if (!ownList && query.active === false) {
      return { deals: [], businesses: [], pagination: paginate(0, { page, limit }) };
    }

    const { deals, businesses, total, distancesKm } = await this.deps.deals.list(filter, { page, limit });
    return { deals, businesses, pagination: paginate(total, { page, limit }), distancesKm };
  }

  /** A zip code is measured from its centre, from the bundled dataset; an unknown one is refused. */
  private nearFilter(query: DealListQuery): NearFilter | undefined {
    const { near } = query;
    if (near === undefined) return undefined;
    const radiusKm = query.radiusKm ?? DEFAULT_NEAR_RADIUS_KM;
    if (near.zip === undefined) return { point: { latitude: near.latitude, longitude: near.longitude }, radiusKm };
    const place = this.deps.geocoder.locate(near.zip);
    if (!place) throw new ValidationError(unknownZipMessage(near.zip), [{ path: 'near', message: unknownZipMessage(near.zip) }], 'deals.unknown_zip');
    return { point: { latitude: place.latitude, longitude: place.longitude }, radiusKm };
  }
}
