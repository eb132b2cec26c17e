import { PASSWORD_RESET_REQUESTED_MESSAGE, INVALID_ACCOUNT_LINK_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE, EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectNoSecrets, newBusiness, newCustomer, unique } from './api-helpers.js';
import { linkToken, waitForMail } from './mail-inbox.js';
import { startTestServer, TEST_ADMIN, type TestServer } from './test-server.js';

describe('account recovery over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers a reset request the same whether or not the email has an account, and mails a link to PUBLIC_URL only for the account', async () => {
    const customer = await newCustomer(server);
    const known = await server.client().post('/api/password-reset', { email: customer.email.toUpperCase() });
    const unknown = await server.client().post('/api/password-reset', { email: `nobody_${unique()}@test.example` });

    expect([known.status, known.body]).toEqual([202, { message: PASSWORD_RESET_REQUESTED_MESSAGE }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    const text = await waitForMail(server, customer.email, 'Reset your password');
    expect(text).toContain('http://127.0.0.1/reset-password?token=');
  });

  it('sets the new password, signs this browser in, and ends every other session of the account', async () => {
    const customer = await newCustomer(server);
    const elsewhere = server.client();
    expect((await elsewhere.post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
    await server.client().post('/api/password-reset', { email: customer.email });
    const token = linkToken(await waitForMail(server, customer.email, 'Reset your password'), '/reset-password');

    const browser = server.client();
    expectError(await browser.post('/api/password-reset/complete', { token, password: 'short12' }), 400, PASSWORD_TOO_SHORT_MESSAGE);
    const reply = await browser.post('/api/password-reset/complete', { token, password: 'brand-new-password' });

    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ type: 'user', id: customer.id, email: customer.email });
    expectNoSecrets(reply.body);
    expect((await browser.get('/api/user')).status).toBe(200);
    expectError(await customer.client.get('/api/user'), 401);
    expectError(await elsewhere.get('/api/user'), 401);
    expectError(await server.client().post('/api/login', { email: customer.email, password: customer.password }), 401);
    expect((await server.client().post('/api/login', { email: customer.email, password: 'brand-new-password' })).status).toBe(200);

    expectError(await server.client().post('/api/password-reset/complete', { token, password: 'another-password' }), 400, INVALID_ACCOUNT_LINK_MESSAGE);
  });

  it('refuses a made-up token with a clear 400', async () => {
    const reply = await server.client().post('/api/password-reset/complete', { token: 'not-a-token', password: 'brand-new-password' });
    expectError(reply, 400, INVALID_ACCOUNT_LINK_MESSAGE);
    expect(reply.body.code).toBe('account_token.invalid');
  });

  it('resets a business from the business portal and the admin from the admin login, each link to its own page', async () => {
    const business = await newBusiness(server);
    await server.client().post('/api/business/password-reset', { email: business.email });
    await server.client().post('/api/admin/password-reset', { email: TEST_ADMIN.email });

    const businessToken = linkToken(await waitForMail(server, business.email, 'Reset your password'), '/business/reset-password');
    expect(await waitForMail(server, TEST_ADMIN.email, 'Reset your password')).toContain('http://127.0.0.1/admin/reset-password?token=');
    const reply = await server.client().post('/api/password-reset/complete', { token: businessToken, password: 'brand-new-password' });
    expect(reply.body).toMatchObject({ type: 'business', id: business.id });
  });

  it('still signs in an account whose 6-character password predates the 8-character rule', async () => {
    const email = `old_${unique()}@test.example`;
    await server.infrastructure.repositories.users.add({
      username: `old_${unique()}`,
      email,
      passwordHash: await new PlainTextPasswordHasher().hash('abc123'),
      role: 'user',
      createdAt: new Date(),
      disabledAt: null,
    });
    expect((await server.client().post('/api/login', { email, password: 'abc123' })).status).toBe(200);
  });

  it('changes the password after checking the current one, keeping this browser signed in and ending the other sessions', async () => {
    const customer = await newCustomer(server);
    const elsewhere = server.client();
    await elsewhere.post('/api/login', { email: customer.email, password: customer.password });

    const wrong = await customer.client.post('/api/user/password', { currentPassword: 'not-my-password', password: 'brand-new-password' });
    expectError(wrong, 400, WRONG_CURRENT_PASSWORD_MESSAGE);
    expect(wrong.body.issues).toEqual([{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
    expectError(await customer.client.post('/api/user/password', { currentPassword: customer.password, password: 'short' }), 400, PASSWORD_TOO_SHORT_MESSAGE);
    const changed = await customer.client.post('/api/user/password', { currentPassword: customer.password, password: 'brand-new-password' });

    expect(changed.status, changed.text).toBe(200);
    expect((await customer.client.get('/api/user')).status).toBe(200);
    expectError(await elsewhere.get('/api/user'), 401);
    expect((await server.client().post('/api/login', { email: customer.email, password: 'brand-new-password' })).status).toBe(200);
    expectError(await server.client().post('/api/user/password', { currentPassword: 'x', password: 'brand-new-password' }), 401);
  });

  it('changes the email only once the link sent to the new address is opened, telling the old address both times', async () => {
    const customer = await newCustomer(server);
    const other = await newCustomer(server);
    const newEmail = `moved_${unique()}@test.example`;

    expectError(await customer.client.post('/api/user/email-change', { newEmail, currentPassword: 'wrong-password' }), 400, WRONG_CURRENT_PASSWORD_MESSAGE);
    expectError(await customer.client.post('/api/user/email-change', { newEmail: other.email, currentPassword: customer.password }), 409, 'An account with this email already exists');
    expectError(await customer.client.patch('/api/user', { username: customer.username, email: newEmail }), 400, EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE);
    const asked = await customer.client.post('/api/user/email-change', { newEmail, currentPassword: customer.password });
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body.message).toContain(newEmail);

    const token = linkToken(await waitForMail(server, newEmail, 'Confirm your new email address'), '/confirm-email');
    expect(await waitForMail(server, customer.email, 'An email change was requested')).toContain(newEmail);
    expect((await customer.client.get('/api/user')).body.email).toBe(customer.email);

    const confirmed = await server.client().post('/api/email-change/confirm', { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await customer.client.get('/api/user')).body.email).toBe(newEmail);
    expect(await waitForMail(server, customer.email, 'Your email address was changed')).toContain(newEmail);
    expectError(await server.client().post('/api/email-change/confirm', { token }), 400, INVALID_ACCOUNT_LINK_MESSAGE);
  });

  it('lets a business change its email the same way, against the businesses’ own addresses', async () => {
    const business = await newBusiness(server);
    const other = await newBusiness(server);
    expectError(await business.client.post('/api/user/email-change', { newEmail: other.email, currentPassword: business.password }), 409, 'A business with this email already exists');
    const newEmail = `shop_moved_${unique()}@test.example`;
    expect((await business.client.post('/api/user/email-change', { newEmail, currentPassword: business.password })).status).toBe(202);
    const token = linkToken(await waitForMail(server, newEmail, 'Confirm your new email address'), '/business/confirm-email');
    expect((await server.client().post('/api/email-change/confirm', { token })).status).toBe(200);
    expect((await business.client.get('/api/user')).body.email).toBe(newEmail);
  });
});

describe('account recovery limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('limits reset requests per email from anywhere, with Retry-After', async () => {
    const email = `target_${unique()}@test.example`;
    for (let n = 0; n < RATE_LIMITS.passwordResetPerEmail.max; n += 1) expect((await server.client().post('/api/password-reset', { email })).status).toBe(202);

    const refused = await server.client().post('/api/password-reset', { email });
    expectError(refused, 429, RATE_LIMITS.passwordResetPerEmail.message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Each audience counts apart: the business portal's form still answers for the address.
    expect((await server.client().post('/api/business/password-reset', { email })).status).toBe(202);
  });

  it('limits reset requests per client address, whatever the email', async () => {
    const address = '198.19.7.7';
    for (let n = 0; n < RATE_LIMITS.passwordResetPerAddress.max; n += 1) {
      expect((await server.client({ address }).post('/api/password-reset', { email: `x${n}_${unique()}@test.example` })).status).toBe(202);
    }
    expectError(await server.client({ address }).post('/api/password-reset', { email: `y_${unique()}@test.example` }), 429, RATE_LIMITS.passwordResetPerAddress.message);
    expect((await server.client().post('/api/password-reset', { email: `z_${unique()}@test.example` })).status).toBe(202);
  });

  it('limits links that match nothing per address', async () => {
    const address = '198.19.8.8';
    for (let n = 0; n < RATE_LIMITS.accountLinkFailuresPerAddress.max; n += 1) {
      expectError(await server.client({ address }).post('/api/email-change/confirm', { token: `bad-${n}` }), 400);
    }
    expectError(await server.client({ address }).post('/api/password-reset/complete', { token: 'bad', password: 'brand-new-password' }), 429);
  });

  it('limits wrong current passwords per account, so a stolen session cannot guess it', async () => {
    const customer = await newCustomer(server);
    for (let n = 0; n < RATE_LIMITS.currentPasswordFailuresPerAccount.max; n += 1) {
      expectError(await customer.client.post('/api/user/password', { currentPassword: `guess-${n}`, password: 'brand-new-password' }), 400);
    }
    expectError(await customer.client.post('/api/user/password', { currentPassword: customer.password, password: 'brand-new-password' }), 429, RATE_LIMITS.currentPasswordFailuresPerAccount.message);
  });
});
