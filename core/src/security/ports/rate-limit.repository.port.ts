/**
 * Fixed-window counters kept in the database, so a limit counts across every app instance
 * (failed logins per email and address, failed code look-ups per business, for example).
 */
export interface RateLimitRepository {
  /**
   * Counts one hit on `key` in the window that contains `now` (windows start at multiples of
   * `windowMs` since the epoch) and returns the window's count including this hit. Atomic under
   * concurrent calls.
   */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** The count of the window that contains `now`, without counting a hit. */
  peek(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /**
   * Takes back one hit of the window that contains `at` (the time the hit was counted), never
   * below zero; nothing when that window has no count. Atomic under concurrent calls and hits, so
   * an attempt that turned out not to count (a successful login, a code that exists) costs nothing.
   */
  release(key: string, windowMs: number, at: Date): Promise<void>;
  /** Forgets the key's current window. */
  reset(key: string, windowMs: number, now: Date): Promise<void>;
  /** Removes windows that ended before `now`; @returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
