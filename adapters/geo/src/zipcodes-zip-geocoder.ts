import { createRequire } from 'node:module';
import type { ZipGeocoder, ZipPlace } from '@marketplace/core/locations/ports/zip-geocoder.port';
import type * as ZipCodes from 'zipcodes';

type ZipCodesModule = typeof ZipCodes;

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;

/**
 * US zip codes from the `zipcodes` package's bundled dataset (about 44,000 codes with their centre
 * point, city and state; no network). The dataset is read on the first lookup, not at start-up
 * (about 0.3 s and 30 MB), and only US codes answer: the package also holds Canadian prefixes.
 */
export class ZipcodesZipGeocoder implements ZipGeocoder {
  private dataset: ZipCodesModule | undefined;

  locate(zip: string): ZipPlace | null {
    const match = US_ZIP.exec(zip.replace(/\s+/g, ''));
    if (!match?.[1]) return null;
    const found = this.codes().lookup(match[1]);
    if (found?.country !== 'US') return null;
    return { latitude: found.latitude, longitude: found.longitude, city: found.city, state: found.state };
  }

  private codes(): ZipCodesModule {
    this.dataset ??= createRequire(import.meta.url)('zipcodes') as ZipCodesModule;
    return this.dataset;
  }
}
