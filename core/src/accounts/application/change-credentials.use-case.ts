import { renderEmailChangeConfirmation, renderEmailChanged, renderEmailChangeRequested } from '../../mail/domain/email-change.email.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { ConflictError, ForbiddenError, UnauthenticatedError, ValidationError } from '../../shared/domain/domain-error.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { Account } from '../domain/account.js';
import { accountRef } from '../domain/account.js';
import { ACCOUNT_TOKEN_LIFETIME_MS, issueAccountToken } from '../domain/account-token.js';
import type { Actor } from '../domain/actor.js';
import type { AccountRef } from '../domain/account-ref.js';
import { normaliseEmail } from '../domain/user.js';
import { SAME_EMAIL_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../schemas/account-recovery.schema.js';
import {
  ACCOUNT_LINK_PATHS,
  displayName,
  emailOf,
  invalidLink,
  isDisabled,
  linkTo,
  loadAccount,
  passwordHashOf,
  savePasswordHash,
  writePasswordChanged,
  type AccountRecoveryDeps,
} from './account-recovery-deps.js';

/** The error of a wrong current password: a 400 on the field, never a 401 (the session is fine). */
export function wrongCurrentPassword(): ValidationError {
  return new ValidationError(WRONG_CURRENT_PASSWORD_MESSAGE, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }], 'account.wrong_password');
}

export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ValidationError && error.code === 'account.wrong_password';
}

/** The signed-in account, whose current password was typed correctly. */
async function verifiedAccount(deps: Pick<AccountRecoveryDeps, 'users' | 'businesses' | 'staff' | 'hasher'>, actor: Actor, currentPassword: string): Promise<Account> {
  if (actor.kind === 'anonymous') throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
  const ref = refOfActor(actor);
  const account = await loadAccount(deps, ref);
  if (!account || isDisabled(account)) throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
  if (!(await deps.hasher.verify(passwordHashOf(account), currentPassword))) throw wrongCurrentPassword();
  return account;
}

/** The account an actor signed in as: a member of staff is their own account, not their business's. */
export function refOfActor(actor: Exclude<Actor, { kind: 'anonymous' }>): AccountRef {
  if (actor.kind !== 'business') return { type: 'user', id: actor.userId };
  return actor.staffId === null ? { type: 'business', id: actor.businessId } : { type: 'staff', id: actor.staffId };
}

function emailTaken(account: Account): ConflictError {
  return account.type === 'user'
    ? new ConflictError('user.email_taken', 'An account with this email already exists')
    : new ConflictError('business.email_taken', 'A business with this email already exists');
}

/** Whether another account of the same kind (users among users, businesses among businesses) uses the email. */
async function emailUsedByAnother(repositories: Pick<Repositories, 'users' | 'businesses' | 'staff'>, account: Account, email: string): Promise<boolean> {
  if (account.type === 'user') {
    const other = await repositories.users.findByEmail(email);
    return other !== null && other.id !== account.user.id;
  }
  // A business's login shares the portal's sign-in with every team's staff.
  if (await repositories.staff.findByEmail(email)) return true;
  const other = await repositories.businesses.findByEmail(email);
  return other !== null && other.id !== accountRef(account).id;
}

/**
 * Change password from the profile or the business settings: the current password is checked,
 * the new one stored, the account's address told (in the same transaction), and every session of the account ends (the caller signs this browser in again
 * under a new session). @returns the account.
 */
export class ChangePassword {
  constructor(private readonly deps: Pick<AccountRecoveryDeps, 'users' | 'businesses' | 'staff' | 'hasher' | 'transactions' | 'clock' | 'emailDispatch' | 'publicUrl'>) {}

  async execute(actor: Actor, input: { currentPassword: string; password: string }): Promise<Account> {
    const account = await verifiedAccount(this.deps, actor, input.currentPassword);
    const passwordHash = await this.deps.hasher.hash(input.password);
    const ref = accountRef(account);
    const now = this.deps.clock.now();
    const noticeId = await this.deps.transactions.run(async (tx) => {
      await savePasswordHash(tx, account, passwordHash);
      await tx.sessions.deleteAllFor(ref);
      // Reset links sent before the change would undo it: they stop working.
      await tx.accountTokens.revokeAll(ref, 'password-reset', now);
      const cause = `change:${ref.type}:${ref.id}:${now.getTime()}`;
      return writePasswordChanged(tx, account, { how: 'change', cause, publicUrl: this.deps.publicUrl, now });
    });
    if (noticeId !== null) await this.deps.emailDispatch.dispatch([noticeId]);
    return account;
  }
}

/**
 * Change email, step one: the current password is checked and the new address is free; a link
 * (24 hours) goes to the new address and a notice to the current one, both through the outbox in
 * the transaction that stores the token. Nothing changes until the link is opened. The admin's
 * email is the deployment's ADMIN_EMAIL, so it has no email change here.
 */
export class RequestEmailChange {
  constructor(private readonly deps: Pick<AccountRecoveryDeps, 'users' | 'businesses' | 'staff' | 'hasher' | 'clock' | 'transactions' | 'secrets' | 'emailDispatch' | 'publicUrl'>) {}

  async execute(actor: Actor, input: { currentPassword: string; newEmail: string }): Promise<{ newEmail: string }> {
    if (actor.kind === 'admin') throw new ForbiddenError('account.admin_email', 'The admin email is set by ADMIN_EMAIL.');
    if (actor.kind === 'business' && actor.staffId !== null) {
      throw new ForbiddenError('account.staff_email', 'Your email is the one your business invited: ask its owner to invite your new address.');
    }
    const account = await verifiedAccount(this.deps, actor, input.currentPassword);
    const newEmail = normaliseEmail(input.newEmail);
    if (newEmail === emailOf(account)) throw new ValidationError(SAME_EMAIL_MESSAGE, [{ path: 'newEmail', message: SAME_EMAIL_MESSAGE }], 'account.same_email');
    if (await emailUsedByAnother(this.deps, account, newEmail)) throw emailTaken(account);
    const { clock, transactions, secrets, emailDispatch, publicUrl } = this.deps;
    const now = clock.now();
    const secret = secrets.issue();
    const ref = accountRef(account);
    const audience = account.type === 'business' ? 'business' : 'customer';
    const ids = await transactions.run(async (tx) => {
      await tx.accountTokens.revokeAll(ref, 'email-change', now);
      const token = await tx.accountTokens.add(issueAccountToken({ purpose: 'email-change', account: ref, tokenHash: secret.hash, newEmail, now }));
      const common = { name: displayName(account), newEmail, publicUrl };
      const confirmation = renderEmailChangeConfirmation({
        ...common,
        confirmUrl: linkTo(publicUrl, ACCOUNT_LINK_PATHS.emailChange[audience], secret.token),
        hours: ACCOUNT_TOKEN_LIFETIME_MS['email-change'] / 3_600_000,
      });
      const toNew = await tx.outbox.add(outboxDraft(confirmation, { kind: 'email-change-confirm', dedupeKey: `email-change-confirm:${token.id}`, to: newEmail }), now);
      const toOld = await tx.outbox.add(
        outboxDraft(renderEmailChangeRequested(common), { kind: 'email-change-requested', dedupeKey: `email-change-requested:${token.id}`, to: emailOf(account) }),
        now,
      );
      return [toNew, toOld].filter((id): id is number => id !== null);
    });
    if (ids.length) await emailDispatch.dispatch(ids);
    return { newEmail };
  }
}

/**
 * Change email, step two: the link from the new address was opened. The token is consumed
 * atomically, the address is checked free again (another account may have taken it meanwhile) and
 * stored, reset links sent to the old address stop working, and the old address is told, all in one
 * transaction. Signing in is not needed: the link
 * proves the new address, the password was checked when it was asked for.
 */
export class ConfirmEmailChange {
  constructor(private readonly deps: Pick<AccountRecoveryDeps, 'clock' | 'transactions' | 'secrets' | 'emailDispatch' | 'publicUrl'>) {}

  async execute(token: string): Promise<{ email: string }> {
    const { clock, transactions, secrets, emailDispatch, publicUrl } = this.deps;
    const now = clock.now();
    const { id, email } = await transactions.run(async (tx) => {
      const used = await tx.accountTokens.consume(secrets.hashOf(token), 'email-change', now);
      if (!used?.newEmail) throw invalidLink();
      const account = await loadAccount(tx, used.account);
      // Staff never get an email change link; their address is the one their business invited.
      if (!account || isDisabled(account) || account.type === 'staff') throw invalidLink();
      const newEmail = used.newEmail;
      if (await emailUsedByAnother(tx, account, newEmail)) throw emailTaken(account);
      const oldEmail = emailOf(account);
      if (account.type === 'user') {
        account.user.updateProfile({ email: newEmail });
        await tx.users.save(account.user);
      } else {
        account.business.updateEmail(newEmail);
        await tx.businesses.save(account.business);
      }
      // Reset links already sent to the old address stop working: it no longer speaks for the account.
      await tx.accountTokens.revokeAll(used.account, 'password-reset', now);
      const notice = renderEmailChanged({ name: displayName(account), newEmail, publicUrl });
      const outboxId = await tx.outbox.add(outboxDraft(notice, { kind: 'email-changed', dedupeKey: `email-changed:${used.id}`, to: oldEmail }), now);
      return { id: outboxId, email: newEmail };
    });
    if (id !== null) await emailDispatch.dispatch([id]);
    return { email };
  }
}
