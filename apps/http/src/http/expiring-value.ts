import type { Clock } from '@marketplace/core/shared/ports/clock.port';

/**
 * One value computed at most once per `ttlMs`: callers within the period share the first answer
 * (and a computation in flight), so a busy public page costs one round of queries per period. A
 * failed computation is not kept.
 */
export class ExpiringValue<T> {
  private kept: { value: T; expiresAt: number } | null = null;
  private pending: Promise<T> | null = null;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<T> {
    const now = this.clock.now().getTime();
    if (this.kept && this.kept.expiresAt > now) return this.kept.value;
    this.pending ??= this.compute()
      .then((value) => {
        this.kept = { value, expiresAt: now + this.ttlMs };
        return value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}
