import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import type { AttemptOutcome, RateLimiter } from '@marketplace/core/security/application/rate-limiter';
import { isUnknownCodeError } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { DomainError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { isWrongCurrentPassword } from '@marketplace/core/accounts/application/change-credentials.use-case';
import { wellFormedText } from './malformed-text.js';

/** Whatever happened counts, except a request the server refused as malformed (nothing was tried). */
const unlessMalformed = (outcome: AttemptOutcome<unknown>) => outcome.ok || !(outcome.error instanceof ValidationError);

/** Only a look-up that found no purchase of the business counts (another business's code answers the same). */
const unknownCode = (outcome: AttemptOutcome<unknown>) => !outcome.ok && isUnknownCodeError(outcome.error);

/** Only a link that matched no usable token counts (a refused password or a taken email does not). */
const invalidLink = (outcome: AttemptOutcome<unknown>) => !outcome.ok && outcome.error instanceof ValidationError && outcome.error.code === 'account_token.invalid';

/** Only a gift link that matched no gift counts. */
const invalidGiftLink = (outcome: AttemptOutcome<unknown>) => !outcome.ok && outcome.error instanceof DomainError && outcome.error.code === 'gift.link_invalid';

/** The raw email of a request, before validation, as a counter key: a NUL or a lone surrogate never reaches a text column. */
function emailKey(email: unknown): string {
  return typeof email === 'string' ? wellFormedText(email.trim().toLowerCase().slice(0, 254)) : `(${typeof email})`;
}

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
   * "Forgot password?": every request counts (known email or not, so the limit says nothing about
   * accounts), per client address and per email of the audience, from anywhere.
   */
  passwordReset<T>(audience: string, email: unknown, address: string, request: () => Promise<T>): Promise<T> {
    return this.limiter.run(
      [
        { rule: RATE_LIMITS.passwordResetPerAddress, key: address },
        { rule: RATE_LIMITS.passwordResetPerEmail, key: `${audience}:${emailKey(email)}` },
      ],
      unlessMalformed,
      request,
    );
  }

  /** A reset or email-change link used: links that match no usable token count per address. */
  accountLink<T>(address: string, use: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.accountLinkFailuresPerAddress, key: address }], invalidLink, use);
  }

  /** Change password or email: wrong current passwords count per account, so a stolen session cannot guess it. */
  currentPassword<T>(account: string, attempt: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.currentPasswordFailuresPerAccount, key: account }], (outcome) => !outcome.ok && isWrongCurrentPassword(outcome.error), attempt);
  }

  /** Email change requests that went out (each mails an address of the requester's choice), per account. */
  emailChange<T>(account: string, request: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.emailChangePerAccount, key: account }], (outcome) => outcome.ok, request);
  }

  /** A gift's email resent or reassigned: each request that went out counts, per buyer account. */
  giftEmail<T>(account: string, request: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.giftEmailsPerAccount, key: account }], (outcome) => outcome.ok, request);
  }

  /** A gift link looked at or claimed: links that match no gift count per address (the account links' counter). */
  giftLink<T>(address: string, use: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.accountLinkFailuresPerAddress, key: address }], invalidGiftLink, use);
  }

  /** Saving or removing a favourite, per customer account; a refused request (unknown business, full list) counts too. */
  favoriteChange<T>(account: string, change: () => Promise<T>): Promise<T> {
    return this.limiter.run([{ rule: RATE_LIMITS.favoriteChangesPerAccount, key: account }], unlessMalformed, change);
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
