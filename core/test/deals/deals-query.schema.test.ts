import { describe, expect, it } from 'vitest';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import { issuesOf } from '../support/schema-issues.js';

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
});
