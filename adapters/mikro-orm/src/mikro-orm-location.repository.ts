import type { BusinessLocation, NewBusinessLocation } from '@marketplace/core/locations/domain/business-location';
import type { LocationRepository } from '@marketplace/core/locations/ports/location.repository.port';
import { BusinessLocationRecordSchema } from './entities/business-location.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { businessLocationMapper } from './mappers/business-location.mapper.js';
import { executeBound } from './bound-statement.js';
import { mapRawRows } from './raw-rows.js';

/** Business locations in the `business_locations` table, in plain SQL; archived rows stay for the log's sake. */
export class MikroOrmLocationRepository implements LocationRepository {
  constructor(private readonly em: EntityManagerSource) {}

  private async select(sql: string, params: unknown[]): Promise<BusinessLocation[]> {
    const em = this.em();
    const rows = await executeBound<object>(em, sql, params);
    return mapRawRows(em, BusinessLocationRecordSchema, rows).map((record) => businessLocationMapper.toDomain(record));
  }

  async listForBusiness(businessId: number): Promise<BusinessLocation[]> {
    return this.select('select * from business_locations where business_id = ? and archived_at is null order by id', [businessId]);
  }

  /** One statement on the partial index of active locations, whatever the number of businesses. */
  async listForBusinesses(businessIds: readonly number[]): Promise<Map<number, BusinessLocation[]>> {
    const grouped = new Map<number, BusinessLocation[]>();
    const ids = [...new Set(businessIds)];
    if (ids.length === 0) return grouped;
    const locations = await this.select(
      `select * from business_locations where business_id in (${ids.map(() => '?').join(', ')}) and archived_at is null order by id`,
      ids,
    );
    for (const location of locations) grouped.set(location.businessId, [...(grouped.get(location.businessId) ?? []), location]);
    return grouped;
  }

  async findForBusiness(businessId: number, id: number): Promise<BusinessLocation | null> {
    const [location] = await this.select('select * from business_locations where id = ? and business_id = ? and archived_at is null', [id, businessId]);
    return location ?? null;
  }

  async add(location: NewBusinessLocation): Promise<BusinessLocation> {
    const columns = businessLocationMapper.toColumns(location);
    const [added] = await this.select(
      `insert into business_locations (business_id, name, address, city, state, zip, latitude, longitude, hours, created_at, archived_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning *`,
      [
        location.businessId,
        columns.name,
        columns.address,
        columns.city,
        columns.state,
        columns.zip,
        columns.latitude,
        columns.longitude,
        columns.hours,
        location.createdAt.toISOString(),
        location.archivedAt?.toISOString() ?? null,
      ],
    );
    if (!added) throw new Error('The location insert returned no row');
    return added;
  }

  async save(location: BusinessLocation): Promise<boolean> {
    const columns = businessLocationMapper.toColumns(location.toProps());
    const rows = await this.em().execute<{ id: number }[]>(
      `update business_locations set name = ?, address = ?, city = ?, state = ?, zip = ?, latitude = ?, longitude = ?, hours = ?::jsonb
        where id = ? and business_id = ? and archived_at is null returning id`,
      [columns.name, columns.address, columns.city, columns.state, columns.zip, columns.latitude, columns.longitude, columns.hours, location.id, location.businessId],
    );
    return rows.length > 0;
  }

  async archive(businessId: number, id: number, archivedAt: Date): Promise<boolean> {
    const rows = await this.em().execute<{ id: number }[]>(
      'update business_locations set archived_at = ? where id = ? and business_id = ? and archived_at is null returning id',
      [archivedAt.toISOString(), id, businessId],
    );
    return rows.length > 0;
  }

  async listWithoutCoordinates(afterId: number, limit: number): Promise<BusinessLocation[]> {
    return this.select(
      `select * from business_locations where id > ? and latitude is null and archived_at is null and btrim(zip) <> '' order by id limit ?`,
      [afterId, limit],
    );
  }
}
