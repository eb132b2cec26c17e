import type { AccountRef } from '../domain/account-ref.js';
import type { AccountTokenProps, AccountTokenPurpose, NewAccountToken } from '../domain/account-token.js';

/** Single-use tokens of password resets and email changes, stored by their hash. */
export interface AccountTokenRepository {
  add(token: NewAccountToken): Promise<AccountTokenProps>;
  /**
   * Uses the token in one atomic step: the unused, unexpired token of this purpose with this hash
   * is marked used at `now` and returned; anything else (unknown, expired, used, another purpose)
   * answers null. Of two concurrent uses of one token, exactly one gets it.
   */
  consume(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenProps | null>;
  /** The unused, unexpired token of this purpose with this hash, without using it (a page showing what a link is for); else null. */
  findUsable(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenProps | null>;
  /** Marks every unused token of the account and purpose used (a newer one replaces them); @returns how many. */
  revokeAll(account: AccountRef, purpose: AccountTokenPurpose, now: Date): Promise<number>;
  /** Deletes tokens that expired before `before` (housekeeping); @returns how many. */
  deleteExpired(before: Date): Promise<number>;
}
