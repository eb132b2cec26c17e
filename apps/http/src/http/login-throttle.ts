import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { HttpError } from './error-mapper.js';
import { wellFormedText } from './malformed-text.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_EMAIL = 10;
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50;

/**
 * Failed login attempts counted in the database, so the limit holds across every app instance:
 * after 10 failures for one email, or 50 from one client address, in a 15-minute window, further
 * attempts are refused until the window ends. Successful logins cost nothing, so people sharing
 * an address do not lock each other out; the answer never says whether the email exists.
 */
export class LoginThrottle {
  constructor(private readonly deps: { rateLimits: RateLimitRepository; clock: Clock }) {}

  private keys(scope: string, email: unknown, address: string): [string, string] {
    // The raw email, before validation: a NUL or a lone surrogate must not reach a text column.
    const normalised = typeof email === 'string' ? wellFormedText(email.trim().toLowerCase().slice(0, 254)) : `(${typeof email})`;
    return [`login:${scope}:email:${normalised}`, `login:address:${address}`];
  }

  /** Refuses with 429 while either counter is at its limit. */
  async check(scope: string, email: unknown, address: string): Promise<void> {
    const now = this.deps.clock.now();
    const [emailKey, addressKey] = this.keys(scope, email, address);
    const [byEmail, byAddress] = await Promise.all([
      this.deps.rateLimits.peek(emailKey, LOGIN_WINDOW_MS, now),
      this.deps.rateLimits.peek(addressKey, LOGIN_WINDOW_MS, now),
    ]);
    const limited = [
      byEmail.count >= LOGIN_ATTEMPTS_PER_EMAIL ? byEmail.resetAt : null,
      byAddress.count >= LOGIN_ATTEMPTS_PER_ADDRESS ? byAddress.resetAt : null,
    ].filter((at): at is Date => at !== null);
    if (limited.length) {
      const retryAfter = Math.max(1, Math.ceil((Math.max(...limited.map((at) => at.getTime())) - now.getTime()) / 1000));
      throw new HttpError(429, 'Too many login attempts. Please wait a few minutes and try again.', { 'Retry-After': String(retryAfter) });
    }
  }

  /** Counts a failed attempt against the email and the address. */
  async failed(scope: string, email: unknown, address: string): Promise<void> {
    const now = this.deps.clock.now();
    const [emailKey, addressKey] = this.keys(scope, email, address);
    await Promise.all([
      this.deps.rateLimits.hit(emailKey, LOGIN_WINDOW_MS, now),
      this.deps.rateLimits.hit(addressKey, LOGIN_WINDOW_MS, now),
    ]);
  }

  /** A successful login clears the email's failures. */
  async succeeded(scope: string, email: string): Promise<void> {
    const [emailKey] = this.keys(scope, email, '');
    await this.deps.rateLimits.reset(emailKey, LOGIN_WINDOW_MS, this.deps.clock.now());
  }

  /** Runs a login attempt under the limits: refused while limited, counted when it fails. */
  async attempt<T>(scope: string, email: unknown, address: string, login: () => Promise<T>): Promise<T> {
    await this.check(scope, email, address);
    try {
      return await login();
    } catch (error) {
      if (error instanceof UnauthenticatedError) await this.failed(scope, email, address);
      throw error;
    }
  }
}
