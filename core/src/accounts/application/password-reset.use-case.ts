import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { renderPasswordReset } from '../../mail/domain/password-reset.email.js';
import { ValidationError } from '../../shared/domain/domain-error.js';
import type { Account } from '../domain/account.js';
import { accountRef } from '../domain/account.js';
import { ACCOUNT_TOKEN_LIFETIME_MS, issueAccountToken } from '../domain/account-token.js';
import { normaliseEmail } from '../domain/user.js';
import {
  ACCOUNT_LINK_PATHS,
  audienceOf,
  displayName,
  emailOf,
  invalidLink,
  isDisabled,
  linkTo,
  loadAccount,
  savePasswordHash,
  writePasswordChanged,
  type AccountRecoveryDeps,
  type RecoveryAudience,
} from './account-recovery-deps.js';

/**
 * "Forgot password?": when an enabled account of the audience uses the email, a single-use link
 * (30 minutes) goes to it through the outbox, and every earlier unused reset link of the account
 * stops working. Whether or not one does, the caller learns nothing: the use case returns nothing.
 */
export class RequestPasswordReset {
  constructor(private readonly deps: Pick<AccountRecoveryDeps, 'users' | 'businesses' | 'staff' | 'clock' | 'transactions' | 'secrets' | 'emailDispatch' | 'publicUrl'>) {}

  async execute(audience: RecoveryAudience, email: string): Promise<void> {
    const account = await this.find(audience, normaliseEmail(email));
    if (!account) return;
    const { clock, transactions, secrets, emailDispatch, publicUrl } = this.deps;
    const now = clock.now();
    const secret = secrets.issue();
    const ref = accountRef(account);
    const id = await transactions.run(async (tx) => {
      await tx.accountTokens.revokeAll(ref, 'password-reset', now);
      const token = await tx.accountTokens.add(issueAccountToken({ purpose: 'password-reset', account: ref, tokenHash: secret.hash, now }));
      const rendered = renderPasswordReset({
        name: displayName(account),
        resetUrl: linkTo(publicUrl, ACCOUNT_LINK_PATHS.passwordReset[audience], secret.token),
        minutes: ACCOUNT_TOKEN_LIFETIME_MS['password-reset'] / 60_000,
        publicUrl,
      });
      return tx.outbox.add(outboxDraft(rendered, { kind: 'password-reset', dedupeKey: `password-reset:${token.id}`, to: emailOf(account) }), now);
    });
    if (id !== null) await emailDispatch.dispatch([id]);
  }

  private async find(audience: RecoveryAudience, email: string): Promise<Account | null> {
    if (audience === 'business') {
      const business = await this.deps.businesses.findByEmail(email);
      if (business) return business.disabled ? null : { type: 'business', business };
      // The portal's sign-in is staff's too: an active member gets a reset link as well.
      const member = await this.deps.staff.findByEmail(email);
      const account = member ? await loadAccount(this.deps, { type: 'staff', id: member.id }) : null;
      return account && !isDisabled(account) ? account : null;
    }
    const user = await this.deps.users.findByEmail(email);
    if (!user || user.disabled) return null;
    const fits = audience === 'admin' ? user.isAdmin : user.isCustomer;
    return fits ? { type: 'user', user } : null;
  }
}

/**
 * The reset link used: the token is consumed in one atomic step (a second use, an expired or
 * replaced link, or a token of another purpose is refused with one message), the new password is
 * stored, every session of the account ends, its pending email change is cancelled and its address
 * is told, all in one transaction. @returns the account, for
 * the caller to sign in under a new session.
 */
export class CompletePasswordReset {
  constructor(
    private readonly deps: Pick<AccountRecoveryDeps, 'hasher' | 'clock' | 'transactions' | 'secrets' | 'emailDispatch' | 'publicUrl'> & {
      /** The admin's own, stricter minimum (12 in production), as ADMIN_PASSWORD's. */
      adminPasswordMinLength?: number;
    },
  ) {}

  async execute(token: string, password: string): Promise<Account> {
    const { hasher, clock, transactions, secrets, adminPasswordMinLength = 0 } = this.deps;
    const passwordHash = await hasher.hash(password);
    const now = clock.now();
    const { account, noticeId } = await transactions.run(async (tx) => {
      const used = await tx.accountTokens.consume(secrets.hashOf(token), 'password-reset', now);
      if (!used) throw invalidLink();
      const account = await loadAccount(tx, used.account);
      if (!account || isDisabled(account)) throw invalidLink();
      if (audienceOf(account) === 'admin' && password.length < adminPasswordMinLength) {
        const message = `The admin password must be at least ${adminPasswordMinLength} characters long`;
        throw new ValidationError(message, [{ path: 'password', message }], 'admin.password_length');
      }
      await savePasswordHash(tx, account, passwordHash);
      await tx.sessions.deleteAllFor(used.account);
      // Whoever held the account before the reset may have asked to move its email: that stops too.
      await tx.accountTokens.revokeAll(used.account, 'email-change', now);
      const notice = await writePasswordChanged(tx, account, { how: 'reset', cause: `reset:${used.id}`, publicUrl: this.deps.publicUrl, now });
      return { account, noticeId: notice };
    });
    if (noticeId !== null) await this.deps.emailDispatch.dispatch([noticeId]);
    return account;
  }
}
