import { Business, type BusinessProps } from '@marketplace/core/accounts/domain/business';
import type { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import { Deal, isDealVisible, type DealProps, type NewDeal } from '@marketplace/core/deals/domain/deal';
import type { DealCounts, DealFilter, DealPage, DealRepository } from '@marketplace/core/deals/ports/deal.repository.port';
import { listedBusiness, type ListedBusiness } from '@marketplace/core/deals/domain/listed-business';
import { greatCircleKm, type NearFilter } from '@marketplace/core/deals/domain/nearby';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { copyRow, type InMemoryStore } from './in-memory-store.js';
import { InMemoryLocationRepository } from './in-memory-location.repository.js';

/** Deals in an {@link InMemoryStore}; location filters read the businesses table of the same store. */
export class InMemoryDealRepository implements DealRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, DealProps> {
    return this.store.tables.deals;
  }

  async findById(id: number): Promise<Deal | null> {
    const row = this.rows.get(id);
    return row ? Deal.restore(copyRow(row)) : null;
  }

  async findWithBusiness(id: number): Promise<{ deal: Deal; business: Business | null } | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const business = this.store.tables.businesses.get(row.businessId);
    return { deal: Deal.restore(copyRow(row)), business: business ? Business.restore(copyRow(business)) : null };
  }

  async findWithBusinessAndLocations(id: number): Promise<{ deal: Deal; business: Business | null; locations: BusinessLocation[] } | null> {
    const found = await this.findWithBusiness(id);
    return found && { ...found, locations: await new InMemoryLocationRepository(this.store).listForBusiness(found.deal.businessId) };
  }

  /** Ordered by id; unknown ids are skipped. */
  async findByIds(ids: readonly number[]): Promise<Deal[]> {
    const wanted = new Set(ids);
    return [...this.rows.values()]
      .filter((row) => wanted.has(row.id))
      .sort((a, b) => a.id - b.id)
      .map((row) => Deal.restore(copyRow(row)));
  }

  async list(filter: DealFilter, page: PageRequest): Promise<DealPage> {
    const offset = offsetOf(page);
    const matching = [...this.rows.values()].filter((row) => this.matches(row, filter)).sort((a, b) => b.id - a.id);
    if (!filter.near) {
      const deals = matching.slice(offset, offset + page.limit).map((row) => Deal.restore(copyRow(row)));
      return { deals, businesses: this.businessesOf(deals), total: matching.length };
    }
    const nearest = this.nearestDistances(filter.near);
    const near = matching
      .filter((row) => nearest.has(row.businessId))
      .map((row) => ({ row, km: nearest.get(row.businessId)! }))
      .sort((a, b) => a.km - b.km || b.row.id - a.row.id)
      .slice(offset, offset + page.limit);
    const deals = near.map(({ row }) => Deal.restore(copyRow(row)));
    return {
      deals,
      businesses: this.businessesOf(deals),
      total: matching.filter((row) => nearest.has(row.businessId)).length,
      distancesKm: new Map(near.map(({ row, km }) => [row.id, km])),
    };
  }

  /** What the deals show of their businesses, each once, by id. */
  private businessesOf(deals: readonly Deal[]): ListedBusiness[] {
    const ids = [...new Set(deals.map((deal) => deal.businessId))].sort((a, b) => a - b);
    return ids.flatMap((id) => {
      const row = this.store.tables.businesses.get(id);
      return row ? [listedBusiness(row)] : [];
    });
  }

  /** Each business with an active located location within the radius, at its nearest one's distance. */
  private nearestDistances(near: NearFilter): Map<number, number> {
    const nearest = new Map<number, number>();
    for (const location of this.store.tables.locations.values()) {
      if (location.archivedAt || !location.coordinates) continue;
      const km = greatCircleKm(near.point, location.coordinates);
      if (km > near.radiusKm) continue;
      const known = nearest.get(location.businessId);
      if (known === undefined || km < known) nearest.set(location.businessId, km);
    }
    return nearest;
  }

  async add(deal: NewDeal, options: { id?: number } = {}): Promise<Deal> {
    const forcedId = options.id;
    if (forcedId !== undefined && this.rows.has(forcedId)) {
      throw new ConflictError('deal.id_taken', `A deal with id ${forcedId} exists already.`);
    }
    const id = forcedId ?? this.store.nextId('deals');
    this.store.claimId('deals', id);
    const row: DealProps = { ...copyRow(deal), id };
    this.rows.set(id, row);
    return Deal.restore(copyRow(row));
  }

  async save(deal: Deal): Promise<void> {
    const row = deal.toProps();
    if (!this.rows.has(row.id)) throw new NotFoundError('deal.not_found', `No deal with id ${row.id}.`);
    this.rows.set(row.id, copyRow(row));
  }

  async publishDrafts(businessId: number): Promise<number> {
    let published = 0;
    for (const row of this.rows.values()) {
      if (row.businessId !== businessId) continue;
      const deal = Deal.restore(copyRow(row));
      if (!deal.publishDraft()) continue;
      this.rows.set(row.id, deal.toProps());
      published += 1;
    }
    return published;
  }

  async countByBusiness(businessIds: readonly number[], at: Date): Promise<Map<number, DealCounts>> {
    const counts = new Map<number, DealCounts>(businessIds.map((id) => [id, { total: 0, live: 0, drafts: 0 }]));
    for (const row of this.rows.values()) {
      const business = counts.get(row.businessId);
      if (business) addTo(business, row, at);
    }
    return counts;
  }

  async countAll(at: Date): Promise<DealCounts> {
    const counts: DealCounts = { total: 0, live: 0, drafts: 0 };
    for (const row of this.rows.values()) addTo(counts, row, at);
    return counts;
  }

  private matches(row: DealProps, filter: DealFilter): boolean {
    if (filter.category !== undefined && row.category !== filter.category) return false;
    if (filter.businessId !== undefined && row.businessId !== filter.businessId) return false;
    if (filter.businessIds !== undefined && !filter.businessIds.includes(row.businessId)) return false;
    if (filter.featured !== undefined && row.featured !== filter.featured) return false;
    if (filter.active !== undefined && row.active !== filter.active) return false;
    if (filter.visibility !== undefined) {
      const { at, listed } = filter.visibility;
      const business = this.store.tables.businesses.get(row.businessId);
      const shown = listed ? business !== undefined && Business.restore(business).isListed(at) : !business?.disabledAt;
      const visible = isDealVisible(row, at) && shown;
      if (visible !== filter.visibility.visible) return false;
    }
    if (filter.text !== undefined && !matchesText(row, filter.text)) return false;
    if (filter.location !== undefined && !matchesLocation(this.store.tables.businesses.get(row.businessId), filter.location)) {
      return false;
    }
    return true;
  }
}

function addTo(counts: DealCounts, row: DealProps, at: Date): void {
  counts.total += 1;
  if (isDealVisible(row, at)) counts.live += 1;
  if (row.awaitingVerification) counts.drafts += 1;
}

/** A plain substring test: the user's `%`, `_` and `\` are characters like any other. */
function matchesText(row: DealProps, text: string): boolean {
  const needle = text.toLowerCase();
  return row.title.toLowerCase().includes(needle) || row.description.toLowerCase().includes(needle);
}

function matchesLocation(business: BusinessProps | undefined, location: string): boolean {
  if (!business) return false;
  const needle = location.toLowerCase();
  const city = business.city?.toLowerCase() ?? null;
  const state = business.state?.toLowerCase() ?? null;
  if (city !== null && city.includes(needle)) return true;
  if (city !== null && state !== null && `${city}, ${state}`.includes(needle)) return true;
  if (state !== null && state === needle) return true;
  return business.zip !== null && business.zip.toLowerCase() === needle;
}
