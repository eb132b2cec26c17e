import type { Account } from '@marketplace/core/accounts/domain/account';
import { ConflictError, ForbiddenError, UnauthenticatedError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../contracts/expect-domain-error.js';
import { createHarness, type Harness } from './harness.js';

const MINUTE = 60_000;
const PASSWORD = 'first-password';

const RECOVERY_KINDS = ['password-reset', 'email-change-confirm', 'email-change-requested', 'email-changed', 'password-changed'];

/** The recovery emails in the outbox, oldest first (registration's welcome emails left aside). */
async function outbox(h: Harness) {
  return (await h.repositories.outbox.listRecent(100)).filter((mail) => RECOVERY_KINDS.includes(mail.kind)).reverse();
}

/** The token of the newest email of this kind to this address, read from its text part as a person would. */
async function tokenFrom(h: Harness, kind: string, to: string): Promise<string> {
  const mails = (await outbox(h)).filter((mail) => mail.kind === kind && mail.to === to);
  const match = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no ${kind} email to ${to}`);
  return match[1]!;
}

async function customer(h: Harness, name = 'maya') {
  return h.registerCustomer.execute({ username: name, email: `${name}@example.com`, password: PASSWORD });
}

async function business(h: Harness, name = 'tacos') {
  return h.registerBusiness.execute({ name: `Shop ${name}`, email: `${name}@shop.example`, password: PASSWORD, category: 'Restaurant' });
}

async function openSessions(h: Harness, account: Account, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) ids.push((await h.openSession.execute(account)).id);
  return ids;
}

async function liveSessions(h: Harness, ids: readonly string[]): Promise<number> {
  const found = await Promise.all(ids.map((id) => h.resumeSession.execute(id)));
  return found.filter(Boolean).length;
}

describe('password reset', () => {
  it('emails a single-use link to a customer and stores only the hash of its token', async () => {
    const h = createHarness();
    const maya = await customer(h);

    await h.requestPasswordReset.execute('customer', 'Maya@Example.com ');

    const [mail] = await outbox(h);
    expect(mail).toMatchObject({ kind: 'password-reset', to: 'maya@example.com', subject: 'Reset your password' });
    expect(mail!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail!.html).toContain('/reset-password?token=');
    const token = await tokenFrom(h, 'password-reset', maya.email);
    const rows = [...h.db.store.tables.accountTokens.values()];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'password-reset', account: { type: 'user', id: maya.id } });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown email, or one of another kind of account, exactly as a known one, and sends nothing', async () => {
    const h = createHarness();
    await customer(h);
    await business(h);

    await expect(h.requestPasswordReset.execute('customer', 'nobody@example.com')).resolves.toBeUndefined();
    await expect(h.requestPasswordReset.execute('customer', 'tacos@shop.example')).resolves.toBeUndefined();
    await expect(h.requestPasswordReset.execute('business', 'maya@example.com')).resolves.toBeUndefined();
    await expect(h.requestPasswordReset.execute('admin', 'maya@example.com')).resolves.toBeUndefined();

    expect(await outbox(h)).toEqual([]);
    expect(h.db.store.tables.accountTokens.size).toBe(0);
  });

  it('sets the new password, ends every session of the account, and leaves other accounts alone', async () => {
    const h = createHarness();
    const maya = await customer(h);
    const other = await customer(h, 'noah');
    const mayaSessions = await openSessions(h, { type: 'user', user: maya }, 3);
    const otherSessions = await openSessions(h, { type: 'user', user: other }, 1);
    await h.requestPasswordReset.execute('customer', maya.email);

    const account = await h.completePasswordReset.execute(await tokenFrom(h, 'password-reset', maya.email), 'a-new-password');

    expect(account.type === 'user' && account.user.id).toBe(maya.id);
    expect(await liveSessions(h, mayaSessions)).toBe(0);
    expect(await liveSessions(h, otherSessions)).toBe(1);
    await expect(h.logInCustomer.execute({ email: maya.email, password: 'a-new-password' })).resolves.toMatchObject({ id: maya.id });
    await expectDomainError(h.logInCustomer.execute({ email: maya.email, password: PASSWORD }), UnauthenticatedError);
    await expect(h.logInCustomer.execute({ email: other.email, password: PASSWORD })).resolves.toMatchObject({ id: other.id });
  });

  it('works until the 30th minute, with a fixed clock, and not from then on', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestPasswordReset.execute('customer', maya.email);
    const first = await tokenFrom(h, 'password-reset', maya.email);
    h.clock.advance(30 * MINUTE);

    await expectDomainError(h.completePasswordReset.execute(first, 'a-new-password'), ValidationError, 'account_token.invalid');

    await h.requestPasswordReset.execute('customer', maya.email);
    const second = await tokenFrom(h, 'password-reset', maya.email);
    h.clock.advance(30 * MINUTE - 1);
    await expect(h.completePasswordReset.execute(second, 'a-new-password')).resolves.toBeTruthy();
  });

  it('refuses a link used once already, and an earlier link once a newer one was sent', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestPasswordReset.execute('customer', maya.email);
    const earlier = await tokenFrom(h, 'password-reset', maya.email);
    await h.requestPasswordReset.execute('customer', maya.email);
    const newer = await tokenFrom(h, 'password-reset', maya.email);
    expect(newer).not.toBe(earlier);

    await expectDomainError(h.completePasswordReset.execute(earlier, 'a-new-password'), ValidationError, 'account_token.invalid');
    await h.completePasswordReset.execute(newer, 'a-new-password');
    await expectDomainError(h.completePasswordReset.execute(newer, 'another-password'), ValidationError, 'account_token.invalid');
    await expect(h.logInCustomer.execute({ email: maya.email, password: 'a-new-password' })).resolves.toBeTruthy();
  });

  it('refuses the token of an email change, and an email change refuses a reset token', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: 'maya.new@example.com' });
    await h.requestPasswordReset.execute('customer', maya.email);
    const changeToken = await tokenFrom(h, 'email-change-confirm', 'maya.new@example.com');
    const resetToken = await tokenFrom(h, 'password-reset', maya.email);

    await expectDomainError(h.completePasswordReset.execute(changeToken, 'a-new-password'), ValidationError, 'account_token.invalid');
    await expectDomainError(h.confirmEmailChange.execute(resetToken), ValidationError, 'account_token.invalid');
  });

  it('cancels a pending email change: whoever asked for it may be who lost the account', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: 'intruder@example.com' });
    const changeToken = await tokenFrom(h, 'email-change-confirm', 'intruder@example.com');
    await h.requestPasswordReset.execute('customer', maya.email);

    await h.completePasswordReset.execute(await tokenFrom(h, 'password-reset', maya.email), 'a-new-password');

    await expectDomainError(h.confirmEmailChange.execute(changeToken), ValidationError, 'account_token.invalid');
    expect((await h.repositories.users.findById(maya.id))?.email).toBe(maya.email);
  });

  it('resets a business through the business portal, and the admin through the admin login', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: { email: 'admin@test.example', password: 'admin-secret' }, demo: false });
    const shop = await business(h);
    await h.requestPasswordReset.execute('business', shop.email);
    await h.requestPasswordReset.execute('admin', 'admin@test.example');

    const mails = await outbox(h);
    expect(mails.find((mail) => mail.to === shop.email)?.text).toContain('/business/reset-password?token=');
    expect(mails.find((mail) => mail.to === 'admin@test.example')?.text).toContain('/admin/reset-password?token=');
    await h.completePasswordReset.execute(await tokenFrom(h, 'password-reset', shop.email), 'a-new-password');
    await expect(h.logInBusiness.execute({ email: shop.email, password: 'a-new-password' })).resolves.toMatchObject({ type: 'business', business: { id: shop.id } });
  });

  it('tells the account’s address the password was reset, once, with a way back if it was not them', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestPasswordReset.execute('customer', maya.email);
    const token = await tokenFrom(h, 'password-reset', maya.email);

    await h.completePasswordReset.execute(token, 'a-new-password');
    await expectDomainError(h.completePasswordReset.execute(token, 'a-third-password'), ValidationError, 'account_token.invalid');

    const notices = (await outbox(h)).filter((mail) => mail.kind === 'password-changed');
    expect(notices.map((mail) => [mail.to, mail.subject])).toEqual([[maya.email, 'Your password was changed']]);
    expect(notices[0]!.text).toContain('reset with a link sent to this address');
    expect(notices[0]!.text).toMatch(/If it was not you, choose a new password now: https?:\/\/[^/\s]+\/forgot-password\n/);
  });
});

describe('change password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const h = createHarness();
    const maya = await customer(h);

    await expectDomainError(h.changePassword.execute(maya.toActor(), { currentPassword: 'not-it', password: 'a-new-password' }), ValidationError, 'account.wrong_password');

    await expect(h.logInCustomer.execute({ email: maya.email, password: PASSWORD })).resolves.toBeTruthy();
  });

  it('stores the new password of a customer or a business and ends their sessions', async () => {
    const h = createHarness();
    const maya = await customer(h);
    const shop = await business(h);
    const sessions = [...(await openSessions(h, { type: 'user', user: maya }, 2)), ...(await openSessions(h, { type: 'business', business: shop }, 2))];

    await h.changePassword.execute(maya.toActor(), { currentPassword: PASSWORD, password: 'a-new-password' });
    await h.changePassword.execute(shop.toActor(), { currentPassword: PASSWORD, password: 'a-new-password' });

    expect(await liveSessions(h, sessions)).toBe(0);
    await expect(h.logInCustomer.execute({ email: maya.email, password: 'a-new-password' })).resolves.toBeTruthy();
    await expect(h.logInBusiness.execute({ email: shop.email, password: 'a-new-password' })).resolves.toBeTruthy();
  });

  it('tells the account’s address after each change, and not after a refused one', async () => {
    const h = createHarness();
    const shop = await business(h);

    await expectDomainError(h.changePassword.execute(shop.toActor(), { currentPassword: 'not-it', password: 'a-new-password' }), ValidationError);
    await h.changePassword.execute(shop.toActor(), { currentPassword: PASSWORD, password: 'a-new-password' });

    const notices = (await outbox(h)).filter((mail) => mail.kind === 'password-changed');
    expect(notices.map((mail) => mail.to)).toEqual([shop.email]);
    expect(notices[0]!.text).toContain('changed from its settings');
    expect(notices[0]!.text).toContain('/business/forgot-password');
  });

  it('makes reset links sent before a password change stop working', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestPasswordReset.execute('customer', maya.email);
    const token = await tokenFrom(h, 'password-reset', maya.email);

    await h.changePassword.execute(maya.toActor(), { currentPassword: PASSWORD, password: 'a-new-password' });

    await expectDomainError(h.completePasswordReset.execute(token, 'other-password'), ValidationError, 'account_token.invalid');
  });

  it('still signs in an account whose 6-character password predates the 8-character rule', async () => {
    const h = createHarness();
    const old = await h.repositories.users.add({
      username: 'old_timer',
      email: 'old@example.com',
      passwordHash: await h.hasher.hash('abc123'),
      role: 'user',
      createdAt: new Date('2024-01-01T00:00:00.000Z'),
      disabledAt: null,
    });
    await expect(h.logInCustomer.execute({ email: old.email, password: 'abc123' })).resolves.toMatchObject({ id: old.id });
  });
});

describe('change email', () => {
  it('checks the current password, then sends a link to the new address and a notice to the old one, changing nothing yet', async () => {
    const h = createHarness();
    const maya = await customer(h);

    await expectDomainError(
      h.requestEmailChange.execute(maya.toActor(), { currentPassword: 'not-it', newEmail: 'maya.new@example.com' }),
      ValidationError,
      'account.wrong_password',
    );
    await h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: 'Maya.New@example.com' });

    const mails = await outbox(h);
    expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'email-change-confirm', to: 'maya.new@example.com' },
      { kind: 'email-change-requested', to: 'maya@example.com' },
    ]);
    expect(mails[0]!.text).toContain('/confirm-email?token=');
    expect(mails[1]!.text).toContain('maya.new@example.com');
    expect(mails[1]!.text).not.toContain('token=');
    expect((await h.repositories.users.findById(maya.id))?.email).toBe('maya@example.com');
  });

  it('changes the email when the link is opened, once, and tells the old address', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: 'maya.new@example.com' });
    const token = await tokenFrom(h, 'email-change-confirm', 'maya.new@example.com');

    await expect(h.confirmEmailChange.execute(token)).resolves.toEqual({ email: 'maya.new@example.com' });

    expect((await h.repositories.users.findById(maya.id))?.email).toBe('maya.new@example.com');
    const changed = (await outbox(h)).filter((mail) => mail.kind === 'email-changed');
    expect(changed.map((mail) => mail.to)).toEqual(['maya@example.com']);
    await expectDomainError(h.confirmEmailChange.execute(token), ValidationError, 'account_token.invalid');
    await expect(h.logInCustomer.execute({ email: 'maya.new@example.com', password: PASSWORD })).resolves.toBeTruthy();
  });

  it('makes reset links sent to the old address stop working once the new one is confirmed', async () => {
    const h = createHarness();
    const maya = await customer(h);
    await h.requestPasswordReset.execute('customer', maya.email);
    const resetToken = await tokenFrom(h, 'password-reset', maya.email);
    await h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: 'maya.new@example.com' });

    await h.confirmEmailChange.execute(await tokenFrom(h, 'email-change-confirm', 'maya.new@example.com'));

    await expectDomainError(h.completePasswordReset.execute(resetToken, 'a-new-password'), ValidationError, 'account_token.invalid');
  });

  it('refuses an address another account of the same kind uses, when asked and again when confirmed', async () => {
    const h = createHarness();
    const maya = await customer(h);
    const noah = await customer(h, 'noah');
    const shop = await business(h);

    await expectDomainError(h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: noah.email }), ConflictError, 'user.email_taken');
    await expectDomainError(h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: maya.email }), ValidationError, 'account.same_email');
    // Users and businesses keep their own unique emails: a customer's address is free for a business.
    await h.requestEmailChange.execute(shop.toActor(), { currentPassword: PASSWORD, newEmail: maya.email });
    expect((await outbox(h)).at(-2)?.text).toContain('/business/confirm-email?token=');

    await h.requestEmailChange.execute(maya.toActor(), { currentPassword: PASSWORD, newEmail: 'wanted@example.com' });
    const token = await tokenFrom(h, 'email-change-confirm', 'wanted@example.com');
    await h.registerCustomer.execute({ username: 'quick', email: 'wanted@example.com', password: PASSWORD });

    await expectDomainError(h.confirmEmailChange.execute(token), ConflictError, 'user.email_taken');
    expect((await h.repositories.users.findById(maya.id))?.email).toBe('maya@example.com');
  });

  it('has no email change for the admin, whose email is ADMIN_EMAIL', async () => {
    const h = createHarness();
    await expectDomainError(
      h.requestEmailChange.execute({ kind: 'admin', userId: 999 }, { currentPassword: 'x', newEmail: 'other@example.com' }),
      ForbiddenError,
      'account.admin_email',
    );
  });

  it('refuses an email change through the profile edit, which keeps changing the username', async () => {
    const h = createHarness();
    const maya = await customer(h);

    await expectDomainError(h.updateAccount.execute(maya.toActor(), { username: 'maya_r', email: 'other@example.com' }), ValidationError, 'profile.email_needs_confirmation');
    const account = await h.updateAccount.execute(maya.toActor(), { username: 'maya_r', email: maya.email });

    expect(account.type === 'user' && account.user.toProps()).toMatchObject({ username: 'maya_r', email: 'maya@example.com' });
  });
});
