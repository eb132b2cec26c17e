import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import type { AttemptOutcome, RateLimiter } from '@marketplace/core/security/application/rate-limiter';
import { isUnknownCodeError } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';

/** Whatever happened counts, except a request the server refused as malformed (nothing was tried). */
const unlessMalformed = (outcome: AttemptOutcome<unknown>) => outcome.ok || !(outcome.error instanceof ValidationError);

/** Only a look-up that found no purchase of the business counts (another business's code answers the same). */
const unknownCode = (outcome: AttemptOutcome<unknown>) => !outcome.ok && isUnknownCodeError(outcome.error);

/**
 * The per-address limits on sign-ups and the limits on code look-ups, on the one rate-limit policy
 * ({@link RateLimiter}: increment first, then decide; counted in the database for every instance).
 */
export class RequestLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** Customer and business registrations from one address share one counter. */
  registration<T>(address: string, register: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.registrationPerAddress, key: address }], unlessMalformed, register);
  }

  waitlist<T>(address: string, join: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.waitlistPerAddress, key: address }], unlessMalformed, join);
  }

  /** Messages from the Contact page, per address; a refused (malformed) message costs nothing. */
  contact<T>(address: string, send: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.contactPerAddress, key: address }], unlessMalformed, send);
  }

  /**
   * A till's validate or redeem: look-ups that match no purchase of the business count per
   * business account and per address; a code that exists (redeemable or not) costs nothing.
   */
  codeLookup<T>(businessId: number, address: string, lookUp: () => Promise<T>): Promise<T> {
    return this.limiter.run(
      [
        { rule: RATE_LIMITS.codeLookupFailuresPerBusiness, key: `business:${businessId}` },
        { rule: RATE_LIMITS.codeLookupFailuresPerAddress, key: address },
      ],
      unknownCode,
      lookUp,
    );
  }
}
