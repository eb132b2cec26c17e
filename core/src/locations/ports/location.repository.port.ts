import type { BusinessLocation, NewBusinessLocation } from '../domain/business-location.js';

/** The `business_locations` table: where each business's customers redeem. */
export interface LocationRepository {
  /** The business's active locations, oldest first (by id). */
  listForBusiness(businessId: number): Promise<BusinessLocation[]>;
  /**
   * Active locations of several businesses at once, grouped by business id (a business with none
   * is absent), each list oldest first: one statement for a page of deals.
   */
  listForBusinesses(businessIds: readonly number[]): Promise<Map<number, BusinessLocation[]>>;
  /** One active location of the business; null when it is another business's, archived or unknown. */
  findForBusiness(businessId: number, id: number): Promise<BusinessLocation | null>;
  add(location: NewBusinessLocation): Promise<BusinessLocation>;
  /** Writes an active location's details, hours and coordinates back. @returns false when it is archived or gone. */
  save(location: BusinessLocation): Promise<boolean>;
  /** Archives an active location of the business. @returns false when it was not one (archived already, another business's). */
  archive(businessId: number, id: number, archivedAt: Date): Promise<boolean>;
  /**
   * Active locations with a zip code but no coordinates and an id above `afterId`, by id, at most
   * `limit` (the coordinates backfill walks them in batches).
   */
  listWithoutCoordinates(afterId: number, limit: number): Promise<BusinessLocation[]>;
}
