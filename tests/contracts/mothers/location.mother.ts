import { BusinessLocation, type Coordinates, type NewBusinessLocation } from '@marketplace/core/locations/domain/business-location';
import type { OpeningHours } from '@marketplace/core/locations/domain/opening-hours';
import { uniqueNumber } from './sequence.js';

/** Weekdays 9:00–17:00, Saturday 10:00–14:00, Sunday closed. */
export const SHOP_HOURS: OpeningHours = {
  mon: [{ opens: '09:00', closes: '17:00' }],
  tue: [{ opens: '09:00', closes: '17:00' }],
  wed: [{ opens: '09:00', closes: '17:00' }],
  thu: [{ opens: '09:00', closes: '17:00' }],
  fri: [{ opens: '09:00', closes: '17:00' }],
  sat: [{ opens: '10:00', closes: '14:00' }],
  sun: [],
};

/** Austin's 78701, as the zipcodes dataset places it. */
export const AUSTIN: Coordinates = { latitude: 30.2713, longitude: -97.7426 };

/** A second Austin shop of the business, with shop hours and coordinates. */
export function aLocation(businessId: number, overrides: Partial<Omit<NewBusinessLocation, 'businessId'>> = {}): NewBusinessLocation {
  const n = uniqueNumber();
  return {
    ...BusinessLocation.open({
      businessId,
      name: `Corner Cafe East ${n}`,
      address: `${n} E 6th St`,
      city: 'Austin',
      state: 'TX',
      zip: '78702',
      hours: SHOP_HOURS,
      coordinates: AUSTIN,
      now: new Date('2025-03-01T10:00:00.000Z'),
    }),
    ...overrides,
  };
}
