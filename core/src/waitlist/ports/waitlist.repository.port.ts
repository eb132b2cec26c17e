import type { PageRequest } from '../../shared/domain/paging.js';
import type { NewWaitlistEntry, WaitlistEntry, WaitlistType } from '../domain/waitlist-entry.js';
import type { WaitlistOrder } from '../domain/waitlist-order.js';

export interface WaitlistFilter {
  type?: WaitlistType | undefined;
  /** Entries created at or after this instant. */
  since?: Date | undefined;
  /** Entries whose name, email, phone or feedback contains this text, whatever its case, taken literally. */
  text?: string | undefined;
}

/** One page of matching entries and how many match in all. */
export interface WaitlistPage {
  entries: WaitlistEntry[];
  total: number;
}

/** What the summary cards need, counted by the store. */
export interface WaitlistTotals {
  discounters: number;
  businesses: number;
  /** The sum of every entry's rating. */
  ratingSum: number;
}

export interface WaitlistRepository {
  add(entry: NewWaitlistEntry): Promise<WaitlistEntry>;
  /** Newest first. */
  list(filter?: WaitlistFilter): Promise<WaitlistEntry[]>;
  /**
   * One page of the matching entries in the given order (see {@link WaitlistOrder}: missing values
   * first when ascending, ties by id) and the count of all matches; never loads the rest.
   */
  listPage(filter: WaitlistFilter, order: WaitlistOrder, page: PageRequest): Promise<WaitlistPage>;
  /** Oldest first, in batches, so an export never holds the whole table in memory. */
  stream(filter: WaitlistFilter, batchSize: number): AsyncIterable<WaitlistEntry[]>;
  /** How many entries of each type there are, counted by the store (no rows loaded). */
  countByType(): Promise<Record<WaitlistType, number>>;
  /** Counts by type and the rating sum over the whole waitlist, in one aggregate (no rows loaded). */
  totals(): Promise<WaitlistTotals>;
}
