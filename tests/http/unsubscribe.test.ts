import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, newCustomer, newVerifiedBusiness } from './api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from './test-server.js';
import { unsubscribePartsFor, unsubscribeTokenFor } from './unsubscribe-tokens.js';

const INVALID = 'This unsubscribe link is not valid: it may have been changed or cut short. Use the link from the email as it is, or change your emails in your settings.';
const DEFAULTS = { purchaseReceipts: true, expiryReminders: true, newDeals: true, newsletter: false, favoriteDeals: false };
const ONE_CLICK_BODY = { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const preferencesOf = async (client: HttpClient) => (await client.get('/api/user/email-preferences')).body;

/** `text` with the character at `at` replaced by another of the base64url alphabet. */
function flipAt(text: string, at: number): string {
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

describe('an unsubscribe link, without signing in', () => {
  it('shows what it turns off on GET and changes nothing (mail scanners open links)', async () => {
    const customer = await newCustomer(server);
    const token = await unsubscribeTokenFor({ account: 'customer', userId: customer.id, list: 'expiryReminders' });

    for (let i = 0; i < 2; i += 1) {
      const shown = await server.client().get(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(shown.status, shown.text).toBe(200);
      expect(shown.body).toEqual({ list: 'expiryReminders', label: 'Reminders before your deals expire', account: 'customer', subscribed: true });
      expect(shown.headers.get('cache-control')).toBe('private, no-store');
    }
    const redirected = await server.client().get(`/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`);
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await preferencesOf(customer.client)).toEqual(DEFAULTS);
  });

  it('turns off only its own switch of its own account with the page’s button, and again is harmless', async () => {
    const [customer, bystander] = [await newCustomer(server), await newCustomer(server)];
    await customer.client.patch('/api/user/email-preferences', { newsletter: true });
    const token = await unsubscribeTokenFor({ account: 'customer', userId: customer.id, list: 'newsletter' });

    const done = await server.client().post('/api/unsubscribe', { token });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ list: 'newsletter', label: 'The monthly newsletter', account: 'customer', subscribed: false });
    expect((await server.client().post('/api/unsubscribe', { token })).body.subscribed).toBe(false);

    expect(await preferencesOf(customer.client)).toEqual({ ...DEFAULTS, newsletter: false });
    expect((await server.client().get(`/api/unsubscribe?token=${token}`)).body.subscribed).toBe(false);
    expect(await preferencesOf(bystander.client)).toEqual(DEFAULTS);
  });

  it('takes the one-click POST of RFC 8058 at the List-Unsubscribe address, from a mail provider’s server', async () => {
    const customer = await newCustomer(server);
    const { headers } = await unsubscribePartsFor({ account: 'customer', userId: customer.id, list: 'newDeals' }, server.url);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!;
    expect(address.startsWith(`${server.url}/api/unsubscribe/one-click?token=`)).toBe(true);

    const reply = await server.client().request('POST', address.slice(server.url.length), { ...ONE_CLICK_BODY, headers: { ...ONE_CLICK_BODY.headers, origin: 'https://mail.provider.example' } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ list: 'newDeals', subscribed: false });
    expect(await preferencesOf(customer.client)).toEqual({ ...DEFAULTS, newDeals: false });
  });

  it('refuses a changed, cut, foreign or made-up token with 400 and a clear message, changing nothing', async () => {
    const customer = await newCustomer(server);
    const token = await unsubscribeTokenFor({ account: 'customer', userId: customer.id, list: 'expiryReminders' });
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const otherAccount = await newCustomer(server);
    const forged = [
      flipAt(token, token.length - 5),
      token.slice(0, -1),
      // The account swapped, the signature kept: it no longer matches.
      token.replace(`c.${customer.id}.`, `c.${otherAccount.id}.`),
      // The switch swapped.
      token.replace('.expiryReminders.', '.newDeals.'),
      // Receipts cannot be turned off by any link.
      `c.${customer.id}.purchaseReceipts.${signature}`,
      // Signed by another deployment (another SESSION_SECRET).
      await unsubscribeTokenFor({ account: 'customer', userId: customer.id, list: 'expiryReminders' }, 'another-deployments-session-secret-0000000'),
      'nonsense',
    ];
    for (const bad of forged) {
      expectError(await server.client().get(`/api/unsubscribe?token=${encodeURIComponent(bad)}`), 400, INVALID);
      expectError(await server.client().post('/api/unsubscribe', { token: bad }), 400, INVALID);
      expectError(await server.client().request('POST', `/api/unsubscribe/one-click?token=${encodeURIComponent(bad)}`, ONE_CLICK_BODY), 400, INVALID);
    }
    expectError(await server.client().get('/api/unsubscribe'), 400, INVALID);
    expectError(await server.client().post('/api/unsubscribe', { token: 42 }), 400, INVALID);
    expect(await preferencesOf(customer.client)).toEqual(DEFAULTS);
    expect(await preferencesOf(otherAccount.client)).toEqual(DEFAULTS);
  });

  it('answers 404 for a well-signed link of an account that does not exist', async () => {
    const token = await unsubscribeTokenFor({ account: 'customer', userId: 987654, list: 'newsletter' });
    expectError(await server.client().post('/api/unsubscribe', { token }), 404, 'This account no longer exists, so no more emails are sent to it.');
  });

  it('turns a business’s weekly summary off', async () => {
    const business = await newVerifiedBusiness(server);
    const token = await unsubscribeTokenFor({ account: 'business', businessId: business.id, list: 'weeklySummary' });
    expect((await server.client().get(`/api/unsubscribe?token=${token}`)).body).toEqual({
      list: 'weeklySummary',
      label: 'The weekly sales summary',
      account: 'business',
      subscribed: true,
    });

    expect((await server.client().post('/api/unsubscribe', { token })).body.subscribed).toBe(false);
    expect((await business.client.get('/api/business/email-preferences')).body).toEqual({ weeklySummary: false });
  });

  it('refuses the page’s POST from another site (the one-click address alone is open to them)', async () => {
    const customer = await newCustomer(server);
    const token = await unsubscribeTokenFor({ account: 'customer', userId: customer.id, list: 'newDeals' });
    expectError(await server.client().post('/api/unsubscribe', { token }, { origin: 'https://evil.example' }), 403);
    expect(await preferencesOf(customer.client)).toEqual(DEFAULTS);
  });
});
