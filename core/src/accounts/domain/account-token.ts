import type { AccountRef } from './account-ref.js';

/** What a single-use account token is for. */
export type AccountTokenPurpose = 'password-reset' | 'email-change' | 'staff-invitation';

export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-change', 'staff-invitation'] as const satisfies readonly AccountTokenPurpose[];

const MINUTE_MS = 60_000;

/** How long each kind of link works after it is sent. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 30 * MINUTE_MS,
  'email-change': 24 * 60 * MINUTE_MS,
  /** A staff invitation: a week to accept, as people are not always at work the day it is sent. */
  'staff-invitation': 7 * 24 * 60 * MINUTE_MS,
};

/**
 * A single-use token sent by email (a password reset, an email change's confirmation). Only the
 * SHA-256 hash of the token is stored, so a copy of the table opens nothing.
 */
export interface AccountTokenProps {
  id: number;
  purpose: AccountTokenPurpose;
  account: AccountRef;
  tokenHash: string;
  /** The address an email change moves to; null for a password reset. */
  newEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** When it was used, or replaced by a newer token; null while it may still be used. */
  usedAt: Date | null;
}

export type NewAccountToken = Omit<AccountTokenProps, 'id' | 'usedAt'>;

/** A new token's row: it expires after its purpose's lifetime. */
export function issueAccountToken(input: {
  purpose: AccountTokenPurpose;
  account: AccountRef;
  tokenHash: string;
  newEmail?: string | null;
  now: Date;
}): NewAccountToken {
  return {
    purpose: input.purpose,
    account: { type: input.account.type, id: input.account.id },
    tokenHash: input.tokenHash,
    newEmail: input.newEmail ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[input.purpose]),
  };
}
