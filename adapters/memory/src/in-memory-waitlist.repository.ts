import {
  WaitlistEntry,
  type NewWaitlistEntry,
  type WaitlistEntryProps,
  type WaitlistType,
} from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { WaitlistFilter, WaitlistRepository } from '@marketplace/core/waitlist/ports/waitlist.repository.port';
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
      .sort(compareOldestFirst);
  }
}

function compareOldestFirst(a: WaitlistEntryProps, b: WaitlistEntryProps): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}
