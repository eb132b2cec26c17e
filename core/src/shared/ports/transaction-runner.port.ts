import type { Repositories } from './repositories.port.js';

export interface TransactionOptions {
  /**
   * Transactions run with the same key never overlap: the second waits until the first has
   * committed or rolled back (a transaction-scoped advisory lock in PostgreSQL). Use it where a
   * rule reads, then writes (e.g. "at most N purchases of this deal per customer"); without a
   * key, transactions only promise atomicity, at the database's default isolation.
   */
  exclusiveKey?: string | undefined;
}

/**
 * Runs work atomically: every write made through the repositories it hands over is committed
 * together or not at all. Adapters retry nothing on their own; a failure rejects with the
 * original error after rolling back.
 */
export interface TransactionRunner {
  run<T>(work: (repositories: Repositories) => Promise<T>, options?: TransactionOptions): Promise<T>;
}
