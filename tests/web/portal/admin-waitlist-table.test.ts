// The waitlist administration's pure rules (business-side sections 4 and 9): sorting with nulls
// first when ascending, search and type filter, the summary, and the CSV export.
import { describe, expect, it } from 'vitest';
import { waitlistCsvFileName } from '@marketplace/core/waitlist/domain/waitlist-export';
import {
  csvCell,
  DEFAULT_WAITLIST_SORT,
  filterWaitlist,
  sortWaitlist,
  summarizeWaitlist,
  toggleSort,
  waitlistCsv,
} from '../../../apps/business-portal/src/features/admin/waitlist-table.js';
import { aWaitlist, aWaitlistRow } from './admin-mothers.js';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('toggleSort', () => {
  it('starts a new column ascending and flips the sorted column', () => {
    expect(toggleSort(DEFAULT_WAITLIST_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'rating')).toEqual({ key: 'rating', direction: 'asc' });
  });

  it('sorts newest first by default', () => {
    expect(ids(sortWaitlist(aWaitlist(), DEFAULT_WAITLIST_SORT))).toEqual([3, 2, 1, 4]);
  });
});

describe('sortWaitlist', () => {
  it('sorts text without regard to case, both ways', () => {
    expect(ids(sortWaitlist(aWaitlist(), { key: 'name', direction: 'asc' }))).toEqual([4, 1, 2, 3]);
    expect(ids(sortWaitlist(aWaitlist(), { key: 'name', direction: 'desc' }))).toEqual([3, 2, 1, 4]);
  });

  it('sorts ratings as numbers and dates as instants', () => {
    const rows = [aWaitlistRow({ id: 1, rating: 10 }), aWaitlistRow({ id: 2, rating: 9 })];
    expect(ids(sortWaitlist(rows, { key: 'rating', direction: 'asc' }))).toEqual([2, 1]);
    const dated = [aWaitlistRow({ id: 1, createdAt: '2025-01-10T00:00:00.000Z' }), aWaitlistRow({ id: 2, createdAt: '2025-01-09T23:59:59.999+00:00' })];
    expect(ids(sortWaitlist(dated, { key: 'createdAt', direction: 'asc' }))).toEqual([2, 1]);
  });

  it('puts null (and blank) values first when ascending and last when descending', () => {
    const rows = [
      aWaitlistRow({ id: 1, feedback: 'Beta' }),
      aWaitlistRow({ id: 2, feedback: null }),
      aWaitlistRow({ id: 3, feedback: 'alpha' }),
      aWaitlistRow({ id: 4, feedback: '' }),
    ];
    expect(ids(sortWaitlist(rows, { key: 'feedback', direction: 'asc' }))).toEqual([2, 4, 3, 1]);
    expect(ids(sortWaitlist(rows, { key: 'feedback', direction: 'desc' }))).toEqual([1, 3, 4, 2]);
  });

  it('keeps equal values in id order and leaves its input alone', () => {
    const rows = [aWaitlistRow({ id: 3, type: 'business' }), aWaitlistRow({ id: 1, type: 'business' }), aWaitlistRow({ id: 2, type: 'discounter' })];
    expect(ids(sortWaitlist(rows, { key: 'type', direction: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(rows)).toEqual([3, 1, 2]);
  });
});

describe('filterWaitlist', () => {
  it.each([
    ['MARIA', [2]],
    ['bakery.example', [2]],
    ['555-0103', [3]],
    ['pricing', [4]],
    ['  jordan  ', [1]],
    ['example', [1, 2, 3, 4]],
    ['nobody', []],
  ])('finds %j in name, email, phone or feedback', (search, expected) => {
    expect(ids(filterWaitlist(aWaitlist(), search, 'all'))).toEqual(expected);
  });

  it('keeps one type, and combines the type with the search', () => {
    expect(ids(filterWaitlist(aWaitlist(), '', 'business'))).toEqual([2, 4]);
    expect(ids(filterWaitlist(aWaitlist(), '', 'discounter'))).toEqual([1, 3]);
    expect(ids(filterWaitlist(aWaitlist(), 'sam', 'business'))).toEqual([]);
  });

  it('does not match a missing feedback as text', () => {
    expect(ids(filterWaitlist([aWaitlistRow({ feedback: null })], 'null', 'all'))).toEqual([]);
  });
});

describe('summarizeWaitlist', () => {
  it('counts by type and averages the rating to one decimal', () => {
    expect(summarizeWaitlist(aWaitlist())).toEqual({ total: 4, discounters: 2, businesses: 2, averageRating: 3.5 });
    expect(summarizeWaitlist([aWaitlistRow({ rating: 5 }), aWaitlistRow({ rating: 4 }), aWaitlistRow({ rating: 4 })]).averageRating).toBe(4.3);
    expect(summarizeWaitlist([])).toEqual({ total: 0, discounters: 0, businesses: 0, averageRating: null });
  });
});

describe('the CSV export', () => {
  it('is named by the day it is made', () => {
    expect(waitlistCsvFileName(new Date('2026-11-21T10:00:00.000Z'))).toBe('waitlist-2026-11-21.csv');
  });

  it('has exactly the specified header row, then one CRLF-ended row per entry', () => {
    const csv = waitlistCsv([aWaitlistRow({ feedback: null })]);
    expect(csv).toBe(
      'id,name,email,phone,type,rating,feedback,created_at\r\n' + '1,Jordan Lee,jordan@example.com,(512) 555-0101,discounter,5,,2025-01-05T15:00:00.000Z\r\n',
    );
    expect(waitlistCsv([])).toBe('id,name,email,phone,type,rating,feedback,created_at\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Lee, Jordan')).toBe('"Lee, Jordan"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');

    const csv = waitlistCsv([aWaitlistRow({ name: 'Lee, Jordan', feedback: 'Loved it.\nSaid "wow", twice' })]);
    expect(csv.split('\r\n')[1]).toBe('1,"Lee, Jordan",jordan@example.com,(512) 555-0101,discounter,5,"Loved it.\nSaid ""wow"", twice",2025-01-05T15:00:00.000Z');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 512 555 0101', "'+1 512 555 0101"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['safe = text', 'safe = text'],
  ])('neutralises formula injection: %j is written as %j', (value, cell) => {
    const [, row] = waitlistCsv([aWaitlistRow({ name: value, phone: value, feedback: value })]).split('\r\n');
    expect(row).toBe(`1,${cell},jordan@example.com,${cell},discounter,5,${cell},2025-01-05T15:00:00.000Z`);
  });
});
