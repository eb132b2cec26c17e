import { BusinessLocation, type BusinessLocationProps, type NewBusinessLocation } from '@marketplace/core/locations/domain/business-location';
import type { LocationRepository } from '@marketplace/core/locations/ports/location.repository.port';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Business locations in an {@link InMemoryStore}. */
export class InMemoryLocationRepository implements LocationRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, BusinessLocationProps> {
    return this.store.tables.locations;
  }

  private active(): BusinessLocationProps[] {
    return [...this.rows.values()].filter((row) => row.archivedAt === null).sort((a, b) => a.id - b.id);
  }

  async listForBusiness(businessId: number): Promise<BusinessLocation[]> {
    return this.active()
      .filter((row) => row.businessId === businessId)
      .map((row) => BusinessLocation.restore(copyRow(row)));
  }

  async listForBusinesses(businessIds: readonly number[]): Promise<Map<number, BusinessLocation[]>> {
    const wanted = new Set(businessIds);
    const grouped = new Map<number, BusinessLocation[]>();
    for (const row of this.active()) {
      if (!wanted.has(row.businessId)) continue;
      grouped.set(row.businessId, [...(grouped.get(row.businessId) ?? []), BusinessLocation.restore(copyRow(row))]);
    }
    return grouped;
  }

  async findForBusiness(businessId: number, id: number): Promise<BusinessLocation | null> {
    const row = this.rows.get(id);
    if (row?.businessId !== businessId || row.archivedAt !== null) return null;
    return BusinessLocation.restore(copyRow(row));
  }

  async add(location: NewBusinessLocation): Promise<BusinessLocation> {
    if (!this.store.tables.businesses.has(location.businessId)) throw new Error(`No business ${location.businessId} (foreign key)`);
    const id = this.store.nextId('locations');
    const row: BusinessLocationProps = { ...copyRow(location), id };
    this.rows.set(id, row);
    return BusinessLocation.restore(copyRow(row));
  }

  async save(location: BusinessLocation): Promise<boolean> {
    const row = this.rows.get(location.id);
    if (row?.archivedAt !== null || row.businessId !== location.businessId) return false;
    const { name, address, city, state, zip, hours, coordinates } = copyRow(location.toProps());
    Object.assign(row, { name, address, city, state, zip, hours, coordinates });
    return true;
  }

  async archive(businessId: number, id: number, archivedAt: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.businessId !== businessId || row.archivedAt !== null) return false;
    row.archivedAt = new Date(archivedAt);
    return true;
  }

  async listWithoutCoordinates(afterId: number, limit: number): Promise<BusinessLocation[]> {
    return this.active()
      .filter((row) => row.id > afterId && row.coordinates === null && row.zip.trim() !== '')
      .slice(0, limit)
      .map((row) => BusinessLocation.restore(copyRow(row)));
  }
}
