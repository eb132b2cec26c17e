import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import { RateLimitCounterRecordSchema } from './entities/rate-limit-counter.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/** One statement counts a hit: insert the window's row, or add one to it, and say the new count. */
const HIT_SQL = `
  insert into rate_limit_counters (key, window_start, count, expires_at)
  values (?, ?, 1, ?)
  on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
  returning count`;

function windowOf(windowMs: number, now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** Fixed-window counters in the `rate_limit_counters` table, shared by every app instance. */
export class MikroOrmRateLimitRepository implements RateLimitRepository {
  constructor(private readonly em: EntityManagerSource) {}

  /** Atomic under concurrency: the upsert takes the row lock, so every hit is counted once. */
  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const { start, end } = windowOf(windowMs, now);
    const [row] = await this.em().execute<{ count: number }[]>(HIT_SQL, [key, start.toISOString(), end.toISOString()]);
    return { count: row?.count ?? 1, resetAt: end };
  }

  async peek(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const { start, end } = windowOf(windowMs, now);
    const [row] = await this.em().execute<{ count: number }[]>(
      'select count from rate_limit_counters where key = ? and window_start = ?',
      [key, start.toISOString()],
    );
    return { count: row?.count ?? 0, resetAt: end };
  }

  /** One conditional update: the row lock orders it with concurrent hits, and the count stays >= 0. */
  async release(key: string, windowMs: number, at: Date): Promise<void> {
    await this.em().execute('update rate_limit_counters set count = count - 1 where key = ? and window_start = ? and count > 0', [
      key,
      windowOf(windowMs, at).start.toISOString(),
    ]);
  }

  async reset(key: string, windowMs: number, now: Date): Promise<void> {
    await this.em().nativeDelete(RateLimitCounterRecordSchema, { key, windowStart: windowOf(windowMs, now).start });
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.em().nativeDelete(RateLimitCounterRecordSchema, { expiresAt: { $lte: now } });
  }
}
