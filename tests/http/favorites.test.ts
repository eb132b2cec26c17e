import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaughtMessage } from '@marketplace/core/mail/ports/mail-catcher.port';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import { adminClient, createDeal, demoBusiness, expectError, expectNoSecrets, newBusiness, newCustomer, newVerifiedBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://deals.test.example' } });
});
afterAll(() => server.stop());

async function mailTo(recipient: string, subject: string): Promise<CaughtMessage[]> {
  return vi.waitFor(
    () => {
      const arrived = server.mailCatcher!.messages().filter((message) => message.to.includes(recipient) && message.subject.startsWith(subject));
      if (arrived.length === 0) throw new Error(`no "${subject}" email to ${recipient} yet`);
      return arrived;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('/api/favorites', () => {
  it('saves a business idempotently, lists it with its live deals, removes it', async () => {
    const shop = await newVerifiedBusiness(server);
    const deal = await createDeal(shop.client, standardDeal({ title: 'Fresh bagels' }));
    const customer = await newCustomer(server);

    expect((await customer.client.request('PUT', `/api/favorites/${shop.id}`)).body).toEqual({ businessId: shop.id, favorited: true });
    expect((await customer.client.request('PUT', `/api/favorites/${shop.id}`)).body).toEqual({ businessId: shop.id, favorited: true });

    const list = await customer.client.get('/api/favorites');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expectNoSecrets(list.body);
    expect(list.body.favorites).toHaveLength(1);
    expect(list.body.favorites[0]).toMatchObject({ business: { id: shop.id, name: shop.name }, deals: [{ id: deal.id, title: 'Fresh bagels' }] });
    expect((await customer.client.get('/api/favorites/ids')).body).toEqual({ businessIds: [shop.id] });

    expect((await customer.client.request('DELETE', `/api/favorites/${shop.id}`)).body).toEqual({ businessId: shop.id, favorited: false });
    expect((await customer.client.request('DELETE', `/api/favorites/${shop.id}`)).status).toBe(200);
    expect((await customer.client.get('/api/favorites')).body).toEqual({ favorites: [] });
  });

  it('answers 404 for an unknown or unverified business and a malformed id', async () => {
    const customer = await newCustomer(server);
    const unverified = await newBusiness(server);
    expectError(await customer.client.request('PUT', '/api/favorites/999999'), 404, 'Business not found');
    expectError(await customer.client.request('PUT', `/api/favorites/${unverified.id}`), 404, 'Business not found');
    expectError(await customer.client.request('DELETE', '/api/favorites/999999'), 404, 'Business not found');
    expectError(await customer.client.request('PUT', '/api/favorites/abc'), 404);
  });

  it('belongs to customers: businesses and the admin get 403, signed out 401', async () => {
    const shop = await newVerifiedBusiness(server);
    for (const client of [shop.client, await demoBusiness(server), await adminClient(server)]) {
      expectError(await client.get('/api/favorites'), 403);
      expectError(await client.get('/api/favorites/ids'), 403);
      expectError(await client.request('PUT', `/api/favorites/${shop.id}`), 403);
      expectError(await client.request('DELETE', `/api/favorites/${shop.id}`), 403);
    }
    expectError(await server.client().request('PUT', `/api/favorites/${shop.id}`), 401);
  });

  it('shows the owner its follower count in its figures', async () => {
    const shop = await newVerifiedBusiness(server);
    for (let i = 0; i < 2; i += 1) expect((await (await newCustomer(server)).client.request('PUT', `/api/favorites/${shop.id}`)).status).toBe(200);

    expect((await shop.client.get('/api/business/stats')).body.followers).toBe(2);
  });

  it(`limits changes to ${RATE_LIMITS.favoriteChangesPerAccount.max} a minute per account`, async () => {
    const shop = await newVerifiedBusiness(server);
    const customer = await newCustomer(server);
    for (let i = 0; i < RATE_LIMITS.favoriteChangesPerAccount.max; i += 1) {
      expect((await customer.client.request('PUT', `/api/favorites/${shop.id}`)).status).toBe(200);
    }
    const refused = await customer.client.request('PUT', `/api/favorites/${shop.id}`);
    expectError(refused, 429, RATE_LIMITS.favoriteChangesPerAccount.message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await (await newCustomer(server)).client.request('PUT', `/api/favorites/${shop.id}`)).status).toBe(200);
  });
});

describe('the new-deal email of a favourite', () => {
  it('reaches a consenting follower once, with the deal link and a one-click unsubscribe; others get none', async () => {
    const shop = await newVerifiedBusiness(server);
    const [yes, no] = [await newCustomer(server), await newCustomer(server)];
    for (const customer of [yes, no]) expect((await customer.client.request('PUT', `/api/favorites/${shop.id}`)).status).toBe(200);
    expect((await yes.client.patch('/api/user/email-preferences', { favoriteDeals: true })).body.favoriteDeals).toBe(true);

    const deal = await createDeal(shop.client, standardDeal({ title: 'Soup of the day' }));

    const [email, ...more] = await mailTo(yes.email, `New deal from ${shop.name}`);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`New deal from ${shop.name}: Soup of the day`);
    expect(email!.text).toContain(`https://deals.test.example/deals/${deal.id}`);
    const oneClick = /<(https:\/\/deals\.test\.example\/api\/unsubscribe\/one-click\?token=[^>]+)>/.exec(email!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toBeDefined();
    expect(server.mailCatcher!.messages().filter((message) => message.to.includes(no.email) && message.subject.startsWith('New deal'))).toEqual([]);

    const path = oneClick!.replace('https://deals.test.example', '');
    const unsubscribed = await server.client().request('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsubscribed.status, unsubscribed.text).toBe(200);
    expect((await yes.client.get('/api/user/email-preferences')).body.favoriteDeals).toBe(false);
  });
});
