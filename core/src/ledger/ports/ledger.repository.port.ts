import type { LedgerEntry, LedgerEntryKind, LedgerKindTotals, NewLedgerEntry } from '../domain/ledger-entry.js';

export interface LedgerQuery {
  /** One business's entries; absent: every business's. */
  businessId?: number;
  /** occurredAt >= from */
  from: Date;
  /** occurredAt < to */
  to: Date;
  kinds?: readonly LedgerEntryKind[];
}

/**
 * The append-only ledger of money movements (DESIGN.md 10.5). Entries are never updated or deleted;
 * a correction is a new entry. Written in the transaction of the change it records.
 */
export interface LedgerRepository {
  /**
   * Appends the entries whose `sourceKey` is new and skips the others (a replay writes nothing).
   * @returns how many were written.
   */
  append(entries: readonly NewLedgerEntry[], now: Date): Promise<number>;
  /** Per-kind sums of one business's entries (all time). */
  totalsForBusiness(businessId: number): Promise<LedgerKindTotals>;
  /** Per-kind sums over every business (the admin's platform figures). */
  totals(): Promise<LedgerKindTotals>;
  /** Per-kind sums per business, for every business with at least one entry (the admin's balances, payouts due). */
  totalsByBusiness(): Promise<Map<number, LedgerKindTotals>>;
  /** Entries in a time window, oldest first (statements). */
  list(query: LedgerQuery): Promise<LedgerEntry[]>;
  /** Whether an entry with this source key exists. */
  has(sourceKey: string): Promise<boolean>;
  /**
   * Per-kind sums per business of the entries that occurred before `before` (a statement's opening
   * balance), for every business with such entries, or only `businessId`'s when given.
   */
  totalsByBusinessBefore(before: Date, businessId?: number): Promise<Map<number, LedgerKindTotals>>;
  /**
   * The ISO weeks (`2026-W48`: Monday to Sunday on the calendar of `timeZone`, an IANA name) in
   * which the business has entries, newest first: the statements it can open.
   */
  weeksWithEntries(businessId: number, timeZone: string): Promise<string[]>;
  /** The deal title of each purchase named (statement lines); unknown ids are left out. */
  dealTitlesOfPurchases(purchaseIds: readonly number[]): Promise<Map<number, string>>;
}
