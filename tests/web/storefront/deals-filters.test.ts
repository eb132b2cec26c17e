// What the deals page lists for its address (get-deals.ts's dealsListFilters): the page itself and
// the first visit's prefetch (router.tsx) both ask with these filters, so the prefetched list is the
// one the page finds in its query cache.
import { describe, expect, it } from 'vitest';
import { dealsListFilters, dealsQueryOptions, pageOf } from '../../../apps/storefront/src/features/deals/api/get-deals.js';

describe('dealsListFilters', () => {
  it('reads every filter of the address, with the page and the page size', () => {
    expect(dealsListFilters(new URLSearchParams('category=Restaurant&location=Austin&q=coffee&near=78701&radiusKm=5&page=3'))).toEqual({
      category: 'Restaurant',
      location: 'Austin',
      q: 'coffee',
      near: '78701',
      radiusKm: '5',
      page: 3,
      limit: 12,
    });
  });

  it('leaves out empty filters, and a radius without a place', () => {
    const filters = dealsListFilters(new URLSearchParams('category=&q=&radiusKm=5'));
    expect(filters).toMatchObject({ category: undefined, q: undefined, near: undefined, radiusKm: undefined, page: 1, limit: 12 });
  });

  it('gives the same query key for the same address however its parameters are ordered', () => {
    const key = (search: string) => JSON.stringify(dealsQueryOptions(dealsListFilters(new URLSearchParams(search))).queryKey);
    expect(key('q=tea&page=2')).toBe(key('page=2&q=tea'));
    expect(key('')).toBe(key('page=1'));
  });

  it('takes a positive whole page number, else the first page', () => {
    expect([pageOf('4'), pageOf('0'), pageOf('-2'), pageOf('1.5'), pageOf('x'), pageOf(null)]).toEqual([4, 1, 1, 1, 1, 1]);
  });
});
