import { BusinessLocation, type NewBusinessLocation } from '@marketplace/core/locations/domain/business-location';
import { openingHoursFromStorage, openingHoursToStorage } from '@marketplace/core/locations/domain/opening-hours';
import type { BusinessLocationRecord } from '../entities/business-location.entity.js';

/** Between `business_locations` records and {@link BusinessLocation}: hours `{}` ⇔ null, the two coordinates ⇔ one point or null. */
/** Name, address and point, in the table's column order. */
function placeColumns(location: NewBusinessLocation) {
  return {
    name: location.name,
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
    latitude: location.coordinates?.latitude ?? null,
    longitude: location.coordinates?.longitude ?? null,
  };
}

export const businessLocationMapper = {
  toDomain(record: BusinessLocationRecord): BusinessLocation {
    const { latitude, longitude } = record;
    return BusinessLocation.restore({
      id: record.id,
      businessId: record.businessId,
      name: record.name,
      address: record.address,
      city: record.city,
      state: record.state,
      zip: record.zip,
      coordinates: latitude === null || latitude === undefined || longitude === null || longitude === undefined ? null : { latitude: Number(latitude), longitude: Number(longitude) },
      hours: openingHoursFromStorage(record.hours),
      createdAt: new Date(record.createdAt),
      archivedAt: record.archivedAt ? new Date(record.archivedAt) : null,
    });
  },

  /** A record to insert (the bulk loader's first locations). */
  toPersistence(location: NewBusinessLocation) {
    return {
      businessId: location.businessId,
      ...placeColumns(location),
      hours: openingHoursToStorage(location.hours),
      createdAt: location.createdAt,
      archivedAt: location.archivedAt,
    };
  },

  /** The columns of a location in statement order (hours as JSON text for a `::jsonb` parameter). */
  toColumns(location: NewBusinessLocation) {
    return { ...placeColumns(location), hours: JSON.stringify(openingHoursToStorage(location.hours)) };
  },
};
