import type { WaitlistType } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { SortOrder, WaitlistSortKey, WaitlistSummary } from '@marketplace/core/waitlist/domain/waitlist-order';
import { neutraliseFormula, WAITLIST_CSV_COLUMNS, waitlistCsvRow } from '@marketplace/core/waitlist/domain/waitlist-export';
import type { WaitlistRow } from './api/get-waitlist.js';

export type { WaitlistSortKey, WaitlistSummary };
export type SortDirection = SortOrder;

export interface WaitlistSort {
  key: WaitlistSortKey;
  direction: SortDirection;
}

export type WaitlistTypeFilter = 'all' | WaitlistType;

/** Newest first until the admin picks a column. */
export const DEFAULT_WAITLIST_SORT: WaitlistSort = { key: 'createdAt', direction: 'desc' };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(current: WaitlistSort, key: WaitlistSortKey): WaitlistSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

type Sortable = string | number | null;

function sortValue(row: WaitlistRow, key: WaitlistSortKey): Sortable {
  if (key === 'createdAt') {
    const time = Date.parse(row.createdAt);
    return Number.isNaN(time) ? null : time;
  }
  const value = row[key];
  return value === '' ? null : value;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Ascending order with missing values (null, blank) first; descending is its exact reverse. */
function compareAscending(a: Sortable, b: Sortable): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy (business-side section 4: null values first when ascending); ties keep id order.
 * The sample list's stand-in for the server's order, which the live list uses.
 */
export function sortWaitlist(rows: readonly WaitlistRow[], sort: WaitlistSort): WaitlistRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (compareAscending(sortValue(a, sort.key), sortValue(b, sort.key)) || a.id - b.id));
}

/** Rows of the chosen type whose name, email, phone or feedback contains the search text, whatever its case. */
export function filterWaitlist(rows: readonly WaitlistRow[], search: string, type: WaitlistTypeFilter): WaitlistRow[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (type === 'all' || row.type === type) &&
      (needle === '' || [row.name, row.email, row.phone, row.feedback ?? ''].some((field) => field.toLowerCase().includes(needle))),
  );
}

export function summarizeWaitlist(rows: readonly WaitlistRow[]): WaitlistSummary {
  const discounters = rows.filter((row) => row.type === 'discounter').length;
  const ratings = rows.reduce((sum, row) => sum + row.rating, 0);
  return {
    total: rows.length,
    discounters,
    businesses: rows.length - discounters,
    averageRating: rows.length ? Math.round((ratings / rows.length) * 10) / 10 : null,
  };
}

/** RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The CSV of business-side section 9: a header row (id, name, email, phone, type, rating, feedback,
 * created_at), then one row per entry, CRLF line ends. Cells that a spreadsheet would run as a
 * formula (= + - @ ...) are prefixed with an apostrophe by core's waitlistCsvRow.
 */
export function waitlistCsv(rows: readonly WaitlistRow[]): string {
  const lines = [WAITLIST_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const createdAt = new Date(row.createdAt);
    const valid = !Number.isNaN(createdAt.getTime());
    // An unreadable date is written as it came rather than failing the whole export.
    const cells = waitlistCsvRow({ ...row, createdAt: valid ? createdAt : new Date(0) });
    if (!valid) cells[cells.length - 1] = neutraliseFormula(row.createdAt);
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
