import { RateLimitedError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { RateLimitRule } from '../domain/rate-limits.js';
import type { RateLimitRepository } from '../ports/rate-limit.repository.port.js';

/** One counter an attempt is limited by: a rule and what it counts per (an address, an account ...). */
export interface LimitedKey {
  rule: RateLimitRule;
  /** Who the rule counts for, e.g. `203.0.113.7` or `business:12`. */
  key: string;
}

/** How an attempt ended: its value, or what it threw. */
export type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The one rate-limit policy: increment first, then decide, so no burst of parallel attempts slips
 * past a limit. Each attempt takes a hit on every counter before it runs; when any count passes its
 * rule's max the attempt is refused ({@link RateLimitedError}, with the seconds until the window
 * ends) and gives its hits back. An attempt that runs keeps its hits only if `counts` says its
 * outcome counts (a failed login, a code that matched nothing); otherwise it gives them back, so
 * successes cost nothing. While an attempt runs it holds its hit, so at most `max` attempts can be
 * counted or in flight at once.
 */
export class RateLimiter {
  constructor(private readonly deps: { rateLimits: RateLimitRepository; clock: Clock }) {}

  async run<T>(limits: readonly LimitedKey[], counts: (outcome: AttemptOutcome<T>) => boolean, attempt: () => Promise<T>): Promise<T> {
    const now = this.deps.clock.now();
    const counters = limits.map(({ rule, key }) => ({ rule, key: `${rule.name}:${key}` }));
    const hits = await Promise.all(counters.map(({ rule, key }) => this.deps.rateLimits.hit(key, rule.windowMs, now)));
    const refused = counters.flatMap(({ rule }, n) => (hits[n]!.count > rule.max ? [{ rule, resetAt: hits[n]!.resetAt }] : []));
    if (refused.length) {
      await this.giveBack(counters, now);
      const until = Math.max(...refused.map(({ resetAt }) => resetAt.getTime()));
      const first = refused[0]!.rule;
      throw new RateLimitedError(`rate_limited.${first.name}`, first.message, Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
    }
    let outcome: AttemptOutcome<T>;
    try {
      outcome = { ok: true, value: await attempt() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    if (!counts(outcome)) await this.giveBack(counters, now);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private async giveBack(counters: readonly { rule: RateLimitRule; key: string }[], countedAt: Date): Promise<void> {
    // A give-back that fails only leaves a count too high (the limit errs on the safe side); it
    // must not turn an attempt that succeeded into an error.
    await Promise.all(counters.map(({ rule, key }) => this.deps.rateLimits.release(key, rule.windowMs, countedAt).catch(() => undefined)));
  }
}
