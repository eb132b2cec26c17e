import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import type { InMemoryStore } from './in-memory-store.js';

function windowOf(windowMs: number, now: Date): { start: number; end: number } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

/** Fixed-window counters in an {@link InMemoryStore}; each hit is a synchronous read-and-write. */
export class InMemoryRateLimitRepository implements RateLimitRepository {
  constructor(private readonly store: InMemoryStore) {}

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const { start, end } = windowOf(windowMs, now);
    const id = `${key}@${start}`;
    const row = this.store.tables.rateLimits.get(id) ?? { key, windowStart: start, count: 0, expiresAt: new Date(end) };
    row.count += 1;
    this.store.tables.rateLimits.set(id, row);
    return { count: row.count, resetAt: new Date(end) };
  }

  async peek(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const { start, end } = windowOf(windowMs, now);
    return { count: this.store.tables.rateLimits.get(`${key}@${start}`)?.count ?? 0, resetAt: new Date(end) };
  }

  async release(key: string, windowMs: number, at: Date): Promise<void> {
    const row = this.store.tables.rateLimits.get(`${key}@${windowOf(windowMs, at).start}`);
    if (row && row.count > 0) row.count -= 1;
  }

  async reset(key: string, windowMs: number, now: Date): Promise<void> {
    this.store.tables.rateLimits.delete(`${key}@${windowOf(windowMs, now).start}`);
  }

  async deleteExpired(now: Date): Promise<number> {
    let removed = 0;
    for (const [id, row] of this.store.tables.rateLimits) {
      if (row.expiresAt.getTime() <= now.getTime()) {
        this.store.tables.rateLimits.delete(id);
        removed += 1;
      }
    }
    return removed;
  }
}
