import {
  WaitlistEntry,
  type NewWaitlistEntry,
  type WaitlistEntryProps,
  type WaitlistType,
} from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { WaitlistOrder } from '@marketplace/core/waitlist/domain/waitlist-order';
import type {
  WaitlistFilter,
  WaitlistPage,
  WaitlistRepository,
  WaitlistTotals,
} from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Waitlist entries in an {@link InMemoryStore}, ordered by createdAt, then id. No field is unique. */
export class InMemoryWaitlistRepository implements WaitlistRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, WaitlistEntryProps> {
    return this.store.tables.waitlist;
  }

  async add(entry: NewWaitlistEntry): Promise<WaitlistEntry> {
    const id = this.store.nextId('waitlist');
    const row: WaitlistEntryProps = { ...copyRow(entry), id };
    this.rows.set(id, row);
    return WaitlistEntry.restore(copyRow(row));
  }

  async list(filter: WaitlistFilter = {}): Promise<WaitlistEntry[]> {
    return this.oldestFirst(filter)
      .reverse()
      .map((row) => WaitlistEntry.restore(copyRow(row)));
  }

  async listPage(filter: WaitlistFilter, order: WaitlistOrder, page: PageRequest): Promise<WaitlistPage> {
    const sign = order.order === 'asc' ? 1 : -1;
    const matching = this.oldestFirst(filter).sort(
      (a, b) => sign * (compareAscending(sortValue(a, order.sort), sortValue(b, order.sort)) || a.id - b.id),
    );
    const offset = offsetOf(page);
    return {
      entries: matching.slice(offset, offset + page.limit).map((row) => WaitlistEntry.restore(copyRow(row))),
      total: matching.length,
    };
  }

  async totals(): Promise<WaitlistTotals> {
    const totals: WaitlistTotals = { discounters: 0, businesses: 0, ratingSum: 0 };
    for (const row of this.rows.values()) {
      if (row.type === 'discounter') totals.discounters += 1;
      else totals.businesses += 1;
      totals.ratingSum += row.rating;
    }
    return totals;
  }

  /** Each batch is a fresh keyset query after the last row handed out, as a database cursor would page. */
  async *stream(filter: WaitlistFilter, batchSize: number): AsyncIterable<WaitlistEntry[]> {
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new RangeError(`A batch size is a whole number of at least 1: ${batchSize}`);
    }
    let after: WaitlistEntryProps | null = null;
    for (;;) {
      const cursor: WaitlistEntryProps | null = after;
      const batch = this.oldestFirst(filter)
        .filter((row) => cursor === null || compareOldestFirst(row, cursor) > 0)
        .slice(0, batchSize);
      if (batch.length === 0) return;
      yield batch.map((row) => WaitlistEntry.restore(copyRow(row)));
      if (batch.length < batchSize) return;
      after = batch[batch.length - 1] ?? null;
    }
  }

  async countByType(): Promise<Record<WaitlistType, number>> {
    const counts: Record<WaitlistType, number> = { discounter: 0, business: 0 };
    for (const row of this.rows.values()) counts[row.type] += 1;
    return counts;
  }

  private oldestFirst(filter: WaitlistFilter): WaitlistEntryProps[] {
    return [...this.rows.values()]
      .filter((row) => filter.type === undefined || row.type === filter.type)
      .filter((row) => filter.since === undefined || row.createdAt.getTime() >= filter.since.getTime())
      .filter((row) => filter.text === undefined || matchesText(row, filter.text))
      .sort(compareOldestFirst);
  }
}

function compareOldestFirst(a: WaitlistEntryProps, b: WaitlistEntryProps): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

/** A plain substring test, whatever the case: the user's `%`, `_` and `\` are characters like any other. */
function matchesText(row: WaitlistEntryProps, text: string): boolean {
  const needle = text.toLowerCase();
  return [row.name, row.email, row.phone, row.feedback ?? ''].some((field) => field.toLowerCase().includes(needle));
}

type Sortable = string | number | null;

/** Text lowercased (the database's `lower(...) collate "C"`), times as numbers, no feedback as null. */
function sortValue(row: WaitlistEntryProps, key: WaitlistOrder['sort']): Sortable {
  if (key === 'createdAt') return row.createdAt.getTime();
  const value = row[key];
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** Ascending with null first; strings by code unit, as the "C" collation orders ASCII. */
function compareAscending(a: Sortable, b: Sortable): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return a < b ? -1 : a > b ? 1 : 0;
}
