import type { PageRequest } from '../../shared/domain/paging.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessLocation } from '../../locations/domain/business-location.js';
import type { Deal, NewDeal } from '../domain/deal.js';
import type { ListedBusiness } from '../domain/listed-business.js';
import type { NearFilter } from '../domain/nearby.js';

/** Filters of a deal list. Every filter is optional; they combine with AND. */
export interface DealFilter {
  category?: string | undefined;
  businessId?: number | undefined;
  /** Only deals of these businesses (the customer's favourites). */
  businessIds?: readonly number[] | undefined;
  featured?: boolean | undefined;
  /** Only deals whose `active` flag has this value. */
  active?: boolean | undefined;
  /**
   * `visible: true` keeps deals active and within their dates at `at` whose business is not
   * disabled (shoppers never see a disabled business's deals); `false` keeps the rest. With
   * `listed`, the catalogue's view: the business's listing must run at `at` as well
   * (`listedUntil` not before it); without it, a business's own view of its live deals. A
   * database may take `at` to the second (its start), so that a list's statement is the same all
   * through a second and is planned once: a deal may show, or a listing lapse, up to a second late.
   */
  visibility?: { at: Date; visible: boolean; listed?: boolean | undefined } | undefined;
  /** Case-insensitive substring of title or description, taken literally (no wildcards). */
  text?: string | undefined;
  /**
   * The business's place, case-insensitively: a substring of its city or of "City, ST",
   * its state exactly, or its zip code exactly.
   */
  location?: string | undefined;
  /**
   * Only deals whose business has an active location (not archived, with coordinates) within
   * `radiusKm` of `point` (great-circle distance on earthdistance's sphere, the edge included);
   * the list is then nearest first (each business at its nearest location), then newest first.
   */
  near?: NearFilter | undefined;
}

/** How many deals: all of them, the live ones (active and within their dates) and drafts awaiting verification. */
export interface DealCounts {
  total: number;
  live: number;
  drafts: number;
}

export interface DealPage {
  deals: Deal[];
  /** What the page's deals show of their businesses, each once by id (read with the page, in the same round trip). */
  businesses: ListedBusiness[];
  total: number;
  /** With a `near` filter: each listed deal's distance in kilometres (its business's nearest location), by deal id. */
  distancesKm?: ReadonlyMap<number, number>;
}

export interface DealRepository {
  findById(id: number): Promise<Deal | null>;
  /** The deal with its business (null when the business row is gone), in one statement; null for an unknown deal. */
  findWithBusiness(id: number): Promise<{ deal: Deal; business: Business | null } | null>;
  /**
   * {@link findWithBusiness} and, with it, the business's active locations oldest first (by id), as
   * a deal's page shows them: one statement.
   */
  findWithBusinessAndLocations(id: number): Promise<{ deal: Deal; business: Business | null; locations: BusinessLocation[] } | null>;
  findByIds(ids: readonly number[]): Promise<Deal[]>;
  /**
   * Newest first (by id, descending); nearest first with a `near` filter. The page, its deals'
   * businesses and the number of matches come back together (one statement on a database).
   */
  list(filter: DealFilter, page: PageRequest): Promise<DealPage>;
  /** Stores a new deal with the next id, or with `options.id` (seeded demo deals); the sequence stays above it. */
  add(deal: NewDeal, options?: { id?: number }): Promise<Deal>;
  /** @throws NotFoundError when the id is unknown. */
  save(deal: Deal): Promise<void>;
  /** Activates every draft of the business saved while it was unverified; @returns how many. */
  publishDrafts(businessId: number): Promise<number>;
  /** The counts of each given business (zeros for one without deals), in one grouped query; live at `at`. */
  countByBusiness(businessIds: readonly number[], at: Date): Promise<Map<number, DealCounts>>;
  /** The counts over every deal of the platform; live at `at`. */
  countAll(at: Date): Promise<DealCounts>;
}
