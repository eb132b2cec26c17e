import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { HttpError } from './error-mapper.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_EMAIL = 10;
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50;

/**
 * Login attempts counted in the database, so the limit holds across every app instance: at most
 * 10 per email and 50 per client address in a 15-minute window. The same answer whether or not
 * the email exists.
 */
export class LoginThrottle {
  constructor(private readonly deps: { rateLimits: RateLimitRepository; clock: Clock }) {}

  async check(scope: string, email: unknown, address: string): Promise<void> {
    const now = this.deps.clock.now();
    const normalised = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
    const [byEmail, byAddress] = await Promise.all([
      this.deps.rateLimits.hit(`login:${scope}:email:${normalised}`, LOGIN_WINDOW_MS, now),
      this.deps.rateLimits.hit(`login:address:${address}`, LOGIN_WINDOW_MS, now),
    ]);
    const limited = [
      byEmail.count > LOGIN_ATTEMPTS_PER_EMAIL ? byEmail.resetAt : null,
      byAddress.count > LOGIN_ATTEMPTS_PER_ADDRESS ? byAddress.resetAt : null,
    ].filter((at): at is Date => at !== null);
    if (limited.length) {
      const retryAfter = Math.max(1, Math.ceil((Math.max(...limited.map((at) => at.getTime())) - now.getTime()) / 1000));
      throw new HttpError(429, 'Too many login attempts. Please wait a few minutes and try again.', { 'Retry-After': String(retryAfter) });
    }
  }

  /** A successful login clears the email's count. */
  async succeeded(scope: string, email: string): Promise<void> {
    await this.deps.rateLimits.reset(`login:${scope}:email:${email.trim().toLowerCase()}`, LOGIN_WINDOW_MS, this.deps.clock.now());
  }
}
