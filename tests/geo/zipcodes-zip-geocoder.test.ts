import { describe, expect, it } from 'vitest';
import { ZipcodesZipGeocoder } from '@marketplace/adapters-geo/zipcodes-zip-geocoder';

describe('ZipcodesZipGeocoder (the zipcodes package\'s bundled US dataset)', () => {
  const geocoder = new ZipcodesZipGeocoder();

  it('places a US zip code at its centre, with its city and state', () => {
    expect(geocoder.locate('78701')).toEqual({ latitude: 30.2713, longitude: -97.7426, city: 'Austin', state: 'TX' });
    expect(geocoder.locate('10001')).toEqual({ latitude: 40.7484, longitude: -73.9967, city: 'New York', state: 'NY' });
    expect(geocoder.locate('62701')).toMatchObject({ city: 'Springfield', state: 'IL' });
  });

  it('reads a ZIP+4 and stray spaces by their first five digits', () => {
    expect(geocoder.locate(' 78701-1234 ')).toEqual(geocoder.locate('78701'));
    expect(geocoder.locate('787011234')).toEqual(geocoder.locate('78701'));
  });

  it("answers null for a code it does not know, a malformed one, and the dataset's Canadian prefixes", () => {
    expect(geocoder.locate('00000')).toBeNull();
    expect(geocoder.locate('7870')).toBeNull();
    expect(geocoder.locate('')).toBeNull();
    expect(geocoder.locate('K1A')).toBeNull();
    expect(geocoder.locate('K1A 0B1')).toBeNull();
  });
});
