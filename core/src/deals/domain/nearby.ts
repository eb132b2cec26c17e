import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE, type Coordinates } from '../../locations/domain/business-location.js';

/** How far around the shopper's place the catalogue looks, in kilometres (DESIGN.md 10.7). */
export const MIN_NEAR_RADIUS_KM = 0.1;
export const MAX_NEAR_RADIUS_KM = 500;
export const DEFAULT_NEAR_RADIUS_KM = 25;
/** The radii the storefront offers; any value from the minimum to the maximum is accepted. */
export const NEAR_RADIUS_CHOICES_KM = [2, 5, 10, 25, 50] as const;

export const NEAR_FORMAT_MESSAGE = 'Give near as a 5-digit zip code or as "latitude,longitude" (for example 30.27,-97.74)';
export const NEAR_RADIUS_MESSAGE = `radiusKm must be a number from ${MIN_NEAR_RADIUS_KM} to ${MAX_NEAR_RADIUS_KM}`;
export const RADIUS_WITHOUT_NEAR_MESSAGE = 'radiusKm needs near: give a zip code or a point to measure from';

export function unknownZipMessage(zip: string): string {
  return `We don't know the zip code ${zip}`;
}

/** Where the shopper is: a zip code (its centre, geocoded by the app) or a point. */
export type NearPlace = { zip: string } | ({ zip?: undefined } & Coordinates);

/** The catalogue's "near me": deals with a location of their business within `radiusKm` of `point`. */
export interface NearFilter {
  point: Coordinates;
  radiusKm: number;
}

const ZIP = /^\d{5}$/;
const DECIMAL = String.raw`[-+]?(?:\d{1,3}(?:\.\d{1,12})?|\.\d{1,12})`;
const POINT = new RegExp(String.raw`^(${DECIMAL})\s*,\s*(${DECIMAL})$`);

/** `near` as the query string gives it: a place, or the message saying what is wrong. */
export function parseNearPlace(text: string): NearPlace | { error: string } {
  const value = text.trim();
  if (ZIP.test(value)) return { zip: value };
  const match = POINT.exec(value);
  if (!match) return { error: NEAR_FORMAT_MESSAGE };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (latitude < -90 || latitude > 90) return { error: LATITUDE_MESSAGE };
  if (longitude < -180 || longitude > 180) return { error: LONGITUDE_MESSAGE };
  return { latitude, longitude };
}

/** The sphere PostgreSQL's earthdistance measures on (its `earth()`, in kilometres). */
export const EARTH_RADIUS_KM = 6378.168;

/** The great-circle distance between two points on that sphere, in kilometres (earth_distance's). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const radians = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * radians;
  const dLng = (to.longitude - from.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
