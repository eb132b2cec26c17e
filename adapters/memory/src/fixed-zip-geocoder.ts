import type { ZipGeocoder, ZipPlace } from '@marketplace/core/locations/ports/zip-geocoder.port';

/** A geocoder that knows only the places a test gives it (by 5-digit zip code). */
export class FixedZipGeocoder implements ZipGeocoder {
  constructor(private readonly places: Readonly<Record<string, ZipPlace>> = {}) {}

  locate(zip: string): ZipPlace | null {
    const place = this.places[zip.trim().slice(0, 5)];
    return place ? { ...place } : null;
  }
}
