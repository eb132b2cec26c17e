import { describe, expect, it } from 'vitest';
import { BusinessLocation, COORDINATES_PAIR_MESSAGE, LAST_LOCATION_MESSAGE, LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from '@marketplace/core/locations/domain/business-location';
import { closedWeek } from '@marketplace/core/locations/domain/opening-hours';
import { locationCreateSchema, locationPatchSchema, ZIP_MESSAGE } from '@marketplace/core/locations/schemas/location.schema';
import { ConflictError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { issuesOf } from '../support/schema-issues.js';

const NOW = new Date('2025-06-17T20:00:00.000Z');
const details = { businessId: 3, name: ' East Side ', address: '1100 E 6th St', city: 'Austin', state: 'TX', zip: '78702', hours: null, coordinates: null, now: NOW };

function restored(overrides: Partial<Parameters<typeof BusinessLocation.restore>[0]> = {}) {
  return BusinessLocation.restore({ ...BusinessLocation.open(details), id: 9, ...overrides });
}

describe('BusinessLocation', () => {
  it('opens trimmed and active, and refuses a blank name, bad hours or coordinates out of range', () => {
    expect(BusinessLocation.open(details)).toMatchObject({ name: 'East Side', archivedAt: null, createdAt: NOW });
    expect(() => BusinessLocation.open({ ...details, name: '  ' })).toThrow(ValidationError);
    expect(() => BusinessLocation.open({ ...details, hours: { ...closedWeek(), mon: [{ opens: '09:00', closes: '09:00' }] } })).toThrow('Closing time must differ from opening time');
    expect(() => BusinessLocation.open({ ...details, coordinates: { latitude: 91, longitude: 0 } })).toThrow(LATITUDE_MESSAGE);
    expect(() => BusinessLocation.open({ ...details, coordinates: { latitude: 0, longitude: -181 } })).toThrow(LONGITUDE_MESSAGE);
  });

  it('takes the registration address as the first location, blanks included, without hours', () => {
    expect(BusinessLocation.fromRegistration({ id: 4, name: 'Corner Cafe', address: null, city: ' Austin ', state: null, zip: '78701', coordinates: null, now: NOW })).toEqual({
      businessId: 4,
      name: 'Corner Cafe',
      address: '',
      city: 'Austin',
      state: '',
      zip: '78701',
      hours: null,
      coordinates: null,
      createdAt: NOW,
      archivedAt: null,
    });
  });

  it('keeps the last active location: archiving it is a conflict', () => {
    const location = restored();
    expect(() => location.archive(NOW, 1)).toThrow(new ConflictError('location.last_active', LAST_LOCATION_MESSAGE));
    expect(location.active).toBe(true);
    location.archive(NOW, 2);
    expect(location.archivedAt).toEqual(NOW);
  });

  it('edits what changes and checks the result', () => {
    const location = restored();
    location.edit({ name: 'Downtown' }, { latitude: 30.27, longitude: -97.74 });
    expect(location.toProps()).toMatchObject({ name: 'Downtown', address: '1100 E 6th St', coordinates: { latitude: 30.27, longitude: -97.74 } });
    expect(() => location.edit({ name: '' }, null)).toThrow(ValidationError);
  });
});

describe('the location schemas', () => {
  const valid = { name: 'East', address: '1 Main St', zip: '78702' };

  it('take blank city and state as "from the zip code", a ZIP+4, and coordinates from a form or JSON', () => {
    expect(locationCreateSchema.parse({ ...valid, city: ' ', state: '', zip: '78702-1234', latitude: '30.26', longitude: -97.7 })).toEqual({
      ...valid,
      zip: '78702-1234',
      city: undefined,
      state: undefined,
      latitude: 30.26,
      longitude: -97.7,
    });
    expect(locationCreateSchema.parse({ ...valid, latitude: '', longitude: '' })).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a bad zip, one coordinate without the other, and out-of-range coordinates', () => {
    expect(issuesOf(locationCreateSchema, { ...valid, zip: '7870' })).toEqual([{ path: 'zip', message: ZIP_MESSAGE }]);
    expect(issuesOf(locationCreateSchema, { ...valid, latitude: 30 })).toEqual([{ path: 'longitude', message: COORDINATES_PAIR_MESSAGE }]);
    expect(issuesOf(locationCreateSchema, { ...valid, latitude: '91', longitude: '0' })).toEqual([{ path: 'latitude', message: LATITUDE_MESSAGE }]);
    expect(issuesOf(locationPatchSchema, { latitude: null })).toEqual([{ path: 'longitude', message: COORDINATES_PAIR_MESSAGE }]);
  });

  it('checks the hours with the domain rules, on the field', () => {
    expect(issuesOf(locationCreateSchema, { ...valid, hours: { mon: [{ opens: '09:00', closes: '13:00' }, { opens: '12:00', closes: '17:00' }] } })).toEqual([
      { path: 'hours.mon', message: 'Opening times on Monday overlap' },
    ]);
    expect(issuesOf(locationCreateSchema, { ...valid, hours: { mon: [{ opens: '9', closes: '17:00' }] } })).toEqual([
      { path: 'hours.mon.0.opens', message: 'Use a 24-hour time such as 09:00 or 17:30' },
    ]);
    const five = ['08', '10', '12', '14', '16'].map((hour) => ({ opens: `${hour}:00`, closes: `${hour}:30` }));
    expect(issuesOf(locationCreateSchema, { ...valid, hours: { tue: five } })).toEqual([{ path: 'hours.tue', message: 'At most 4 opening times a day' }]);
    expect(locationCreateSchema.parse({ ...valid, hours: { fri: [{ opens: '18:00', closes: '02:00' }] } }).hours).toEqual({ ...closedWeek(), fri: [{ opens: '18:00', closes: '02:00' }] });
  });
});
