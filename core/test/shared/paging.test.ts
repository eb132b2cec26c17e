import { describe, expect, it } from 'vitest';
import { offsetOf, paginate } from '@marketplace/core/shared/domain/paging';

describe('paging (12 deals per page, page starts at 1)', () => {
  it('computes total pages and the previous/next flags', () => {
    expect(paginate(30, { page: 1, limit: 12 })).toEqual({ total: 30, page: 1, limit: 12, totalPages: 3, hasNextPage: true, hasPreviousPage: false });
    expect(paginate(30, { page: 3, limit: 12 })).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(paginate(12, { page: 1, limit: 12 }).totalPages).toBe(1);
    expect(paginate(0, { page: 1, limit: 12 })).toMatchObject({ totalPages: 0, hasNextPage: false, hasPreviousPage: false });
  });

  it('gives the row offset of a page', () => {
    expect(offsetOf({ page: 1, limit: 12 })).toBe(0);
    expect(offsetOf({ page: 20, limit: 12 })).toBe(228);
  });
});
