import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { renderPasswordChanged } from '../../mail/domain/password-changed.email.js';
import type { EmailDispatch } from '../../mail/ports/email-dispatch.port.js';
import { ValidationError } from '../../shared/domain/domain-error.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import type { Account } from '../domain/account.js';
import type { AccountRef } from '../domain/account-ref.js';
import type { SecretTokens } from '../ports/secret-tokens.port.js';
import type { SessionWithAccount } from '../ports/session.repository.port.js';
import { INVALID_ACCOUNT_LINK_MESSAGE } from '../schemas/account-recovery.schema.js';
import type { AccountDeps } from './account-deps.js';

/** The ports of password resets, password changes and email changes. */
export interface AccountRecoveryDeps extends AccountDeps {
  transactions: TransactionRunner;
  secrets: SecretTokens;
  emailDispatch: EmailDispatch;
  /** PUBLIC_URL: the links in the emails point there. */
  publicUrl: string;
}

/** Which sign-in a reset is asked from: the storefront's, the business portal's, or the admin's. */
export type RecoveryAudience = 'customer' | 'business' | 'admin';

/** Where each link of an email lands, by audience (the web apps' routes). */
export const ACCOUNT_LINK_PATHS = {
  passwordReset: { customer: '/reset-password', business: '/business/reset-password', admin: '/admin/reset-password' },
  emailChange: { customer: '/confirm-email', business: '/business/confirm-email' },
  forgotPassword: { customer: '/forgot-password', business: '/business/forgot-password', admin: '/admin/forgot-password' },
} as const;

/**
 * Writes the "your password was changed" notice to the account's address, in the transaction of
 * the change. @returns the outbox id.
 */
export async function writePasswordChanged(
  tx: Repositories,
  account: Account,
  input: { how: 'reset' | 'change'; cause: string; publicUrl: string; now: Date },
): Promise<number | null> {
  const notice = renderPasswordChanged({
    name: displayName(account),
    how: input.how,
    publicUrl: input.publicUrl,
    forgotPasswordUrl: `${input.publicUrl.replace(/\/$/, '')}${ACCOUNT_LINK_PATHS.forgotPassword[audienceOf(account)]}`,
  });
  return tx.outbox.add(outboxDraft(notice, { kind: 'password-changed', dedupeKey: `password-changed:${input.cause}`, to: emailOf(account) }), input.now);
}

export function linkTo(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

export function invalidLink(): ValidationError {
  return new ValidationError(INVALID_ACCOUNT_LINK_MESSAGE, [{ path: 'token', message: INVALID_ACCOUNT_LINK_MESSAGE }], 'account_token.invalid');
}

/**
 * The account a token or a session names, or null when it is gone. A staff member comes with their
 * business, and only while they may sign in (accepted, not removed).
 */
export async function loadAccount(repositories: Pick<Repositories, 'users' | 'businesses' | 'staff'>, ref: AccountRef): Promise<Account | null> {
  if (ref.type === 'user') return accountOf(ref, { user: await repositories.users.findById(ref.id), member: null, business: null });
  if (ref.type === 'staff') {
    const member = await repositories.staff.findById(ref.id);
    if (!member?.canSignIn) return null;
    return accountOf(ref, { user: null, member, business: await repositories.businesses.findById(member.businessId) });
  }
  return accountOf(ref, { user: null, member: null, business: await repositories.businesses.findById(ref.id) });
}

/** The account `ref` names, made of the rows read for it ({@link loadAccount}'s rules), or null. */
export function accountOf(ref: AccountRef, parts: Omit<SessionWithAccount, 'session'>): Account | null {
  const { user, member, business } = parts;
  if (ref.type === 'user') return user?.id === ref.id ? { type: 'user', user } : null;
  if (ref.type === 'staff') {
    if (member?.id !== ref.id || !member.canSignIn || business?.id !== member.businessId) return null;
    return { type: 'staff', member, business };
  }
  return business?.id === ref.id ? { type: 'business', business } : null;
}

export function audienceOf(account: Account): RecoveryAudience {
  if (account.type !== 'user') return 'business';
  return account.user.isAdmin ? 'admin' : 'customer';
}

/** What the emails call the account: a customer's username, a business's name, a member's name. */
export function displayName(account: Account): string {
  if (account.type === 'user') return account.user.username;
  if (account.type === 'staff') return account.member.name ?? account.member.email;
  return account.business.name;
}

export function emailOf(account: Account): string {
  if (account.type === 'user') return account.user.email;
  if (account.type === 'staff') return account.member.email;
  return account.business.email;
}

export function passwordHashOf(account: Account): string {
  if (account.type === 'user') return account.user.passwordHash;
  if (account.type === 'staff') return account.member.passwordHash;
  return account.business.passwordHash;
}

/** A member is as disabled as their business (and gone once removed: see {@link loadAccount}). */
export function isDisabled(account: Account): boolean {
  if (account.type === 'user') return account.user.disabled;
  if (account.type === 'staff') return account.business.disabled || !account.member.canSignIn;
  return account.business.disabled;
}

/** Stores a new password hash through the transaction's repositories. */
export async function savePasswordHash(repositories: Pick<Repositories, 'users' | 'businesses' | 'staff'>, account: Account, hash: string): Promise<void> {
  if (account.type === 'user') {
    account.user.changePasswordHash(hash);
    await repositories.users.save(account.user);
  } else if (account.type === 'staff') {
    account.member.changePasswordHash(hash);
    await repositories.staff.save(account.member);
  } else {
    account.business.changePasswordHash(hash);
    await repositories.businesses.save(account.business);
  }
}
