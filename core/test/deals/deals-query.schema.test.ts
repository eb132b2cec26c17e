import { describe, expect, it } from 'vitest';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import { issuesOf } from '../support/schema-issues.js';
import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from '@marketplace/core/locations/domain/business-location';
import { NEAR_FORMAT_MESSAGE, NEAR_RADIUS_MESSAGE, RADIUS_WITHOUT_NEAR_MESSAGE } from '@marketplace/core/deals/domain/nearby';

describe('GET /api/deals query', () => {
  it('defaults to the first page of 12', () => {
    expect(dealsQuerySchema.parse({})).toEqual({ limit: 12, page: 1 });
  });

  it('reads the home page query', () => {
    expect(dealsQuerySchema.parse({ active: 'true', featured: 'true', limit: '4' })).toEqual({
      active: true,
      featured: true,
      limit: 4,
      page: 1,
    });
  });

  it('reads every parameter', () => {
    expect(
      dealsQuerySchema.parse({
        category: 'Café',
        active: 'false',
        featured: 'false',
        limit: '100',
        page: '3',
        businessId: '17',
        q: '  50% off  ',
        location: ' Austin ',
        sort: 'ignored',
      }),
    ).toEqual({
      category: 'Café',
      active: false,
      featured: false,
      limit: 100,
      page: 3,
      businessId: 17,
      q: '50% off',
      location: 'Austin',
    });
  });

  it('treats blank values as absent', () => {
    expect(dealsQuerySchema.parse({ category: '', q: '   ', location: '', page: '', limit: '' })).toEqual({ limit: 12, page: 1 });
  });

  it('answers "Invalid input" for anything unparseable', () => {
    expect(
      issuesOf(dealsQuerySchema, {
        category: 'Casino',
        active: 'yes',
        featured: '1',
        limit: '101',
        page: '0',
        businessId: 'abc',
        q: 'q'.repeat(101),
        location: ['a', 'b'],
      }),
    ).toEqual([
      { path: 'category', message: 'Invalid input' },
      { path: 'active', message: 'Invalid input' },
      { path: 'featured', message: 'Invalid input' },
      { path: 'limit', message: 'Invalid input' },
      { path: 'page', message: 'Invalid input' },
      { path: 'businessId', message: 'Invalid input' },
      { path: 'q', message: 'Invalid input' },
      { path: 'location', message: 'Invalid input' },
    ]);
    for (const limit of ['1.5', '-1', '1e2', '0x10', '0']) {
      expect(issuesOf(dealsQuerySchema, { limit })).toEqual([{ path: 'limit', message: 'Invalid input' }]);
    }
  });

  it('reports a missing query object as Required', () => {
    expect(issuesOf(dealsQuerySchema, undefined)).toEqual([{ path: '', message: 'Required' }]);
  });

  it('reads near as a zip code or a point, and radiusKm in kilometres', () => {
    expect(dealsQuerySchema.parse({ near: ' 78701 ' })).toEqual({ limit: 12, page: 1, near: { zip: '78701' } });
    expect(dealsQuerySchema.parse({ near: '30.2713, -97.7426', radiusKm: '2.5' })).toEqual({
      limit: 12,
      page: 1,
      near: { latitude: 30.2713, longitude: -97.7426 },
      radiusKm: 2.5,
    });
    expect(dealsQuerySchema.parse({ near: '-90,180', radiusKm: '0.1' }).near).toEqual({ latitude: -90, longitude: 180 });
    expect(dealsQuerySchema.parse({ near: '90,-180', radiusKm: '500' }).radiusKm).toBe(500);
  });

  it('says what is wrong with a place or a radius', () => {
    for (const near of ['Austin', '7870', '787011', '30.27', '30.27,', 'NaN,1', '1e1,2', '30.27;-97.74', '0x1,2']) {
      expect(issuesOf(dealsQuerySchema, { near }), near).toEqual([{ path: 'near', message: NEAR_FORMAT_MESSAGE }]);
    }
    expect(issuesOf(dealsQuerySchema, { near: '90.0001,0' })).toEqual([{ path: 'near', message: LATITUDE_MESSAGE }]);
    expect(issuesOf(dealsQuerySchema, { near: '0,-180.01' })).toEqual([{ path: 'near', message: LONGITUDE_MESSAGE }]);
    for (const radiusKm of ['0.09', '500.01', '-1', 'ten', '1e2']) {
      expect(issuesOf(dealsQuerySchema, { near: '78701', radiusKm }), radiusKm).toEqual([{ path: 'radiusKm', message: NEAR_RADIUS_MESSAGE }]);
    }
    expect(issuesOf(dealsQuerySchema, { radiusKm: '5' })).toEqual([{ path: 'radiusKm', message: RADIUS_WITHOUT_NEAR_MESSAGE }]);
  });
});
