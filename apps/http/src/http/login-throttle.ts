import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import type { RateLimiter } from '@marketplace/core/security/application/rate-limiter';
import { UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { wellFormedText } from './malformed-text.js';

export const LOGIN_WINDOW_MS = RATE_LIMITS.loginPerEmailAndAddress.windowMs;
export const LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS = RATE_LIMITS.loginPerEmailAndAddress.max;
export const LOGIN_ATTEMPTS_PER_ADDRESS = RATE_LIMITS.loginPerAddress.max;

/**
 * Failed logins counted in the database, so the limits hold across every app instance: 10 failures
 * for one email from one client address, or 50 from one address whatever the email, in a 15-minute
 * window, and further attempts from there are refused (429) until the window ends. Keyed on the
 * address too, so failures from a stranger's address never lock the owner out of their own.
 * Increment first, then decide ({@link RateLimiter}): parallel attempts cannot pass the limit, and
 * a successful login gives its hit back, so it costs nothing. The answer never says whether the
 * email exists.
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Runs a login attempt under the limits: refused while limited, counted only when it fails. */
  async attempt<T>(scope: string, email: unknown, address: string, login: () => Promise<T>): Promise<T> {
    // The raw email, before validation: a NUL or a lone surrogate must not reach a text column.
    const normalised = typeof email === 'string' ? wellFormedText(email.trim().toLowerCase().slice(0, 254)) : `(${typeof email})`;
    return this.limiter.run(
      [
        { rule: RATE_LIMITS.loginPerEmailAndAddress, key: `${scope}:${address}:${normalised}` },
        { rule: RATE_LIMITS.loginPerAddress, key: address },
      ],
      (outcome) => !outcome.ok && outcome.error instanceof UnauthenticatedError,
      login,
    );
  }
}
