/**
 * Fixed-window counters kept in the database, so a limit counts across every app instance
 * (login attempts per email and per address, for example).
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
  /** Forgets the key's current window (after a successful login, say). */
  reset(key: string, windowMs: number, now: Date): Promise<void>;
  /** Removes windows that ended before `now`; @returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
