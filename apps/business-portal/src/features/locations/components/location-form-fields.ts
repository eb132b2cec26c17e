import type { OpeningInterval, Weekday } from '@marketplace/core/locations/domain/opening-hours';

/**
 * What the location form holds: the text inputs as typed, whether opening hours are listed at all
 * (a first location starts without), and each weekday's intervals (an empty list: closed).
 */
export interface LocationFormFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: string;
  longitude: string;
  listHours: boolean;
  hours: Record<Weekday, OpeningInterval[]>;
}
