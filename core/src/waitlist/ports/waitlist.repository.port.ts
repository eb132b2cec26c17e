import type { NewWaitlistEntry, WaitlistEntry, WaitlistType } from '../domain/waitlist-entry.js';

export interface WaitlistFilter {
  type?: WaitlistType | undefined;
  /** Entries created at or after this instant. */
  since?: Date | undefined;
}

export interface WaitlistRepository {
  add(entry: NewWaitlistEntry): Promise<WaitlistEntry>;
  /** Newest first. */
  list(filter?: WaitlistFilter): Promise<WaitlistEntry[]>;
  /** Oldest first, in batches, so an export never holds the whole table in memory. */
  stream(filter: WaitlistFilter, batchSize: number): AsyncIterable<WaitlistEntry[]>;
  /** How many entries of each type there are, counted by the store (no rows loaded). */
  countByType(): Promise<Record<WaitlistType, number>>;
}
