import type { Coordinates } from '../domain/business-location.js';

/** Where a US zip code is: its centre's coordinates, and its city and state (two-letter code). */
export interface ZipPlace extends Coordinates {
  city: string;
  state: string;
}

/** Turns a zip code into a place, from a dataset bundled with the app (no network). */
export interface ZipGeocoder {
  /** The place of a 5-digit zip code (ZIP+4 and spaces are fine); null when the dataset does not know it. */
  locate(zip: string): ZipPlace | null;
}
