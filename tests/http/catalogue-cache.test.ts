import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { Deal } from '@marketplace/core/deals/domain/deal';
import type { DealRepository } from '@marketplace/core/deals/ports/deal.repository.port';
import { buy, createDeal, demoBusiness, newCustomer, newVerifiedBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const LIST = '/api/deals?category=Restaurant&limit=100';

/** The in-memory database with the deal list calls counted. */
function countingInfrastructure() {
  const db = createInMemoryRepositories();
  const calls = { list: 0 };
  const deals: DealRepository = Object.create(db.repositories.deals);
  deals.list = (...args) => {
    calls.list += 1;
    return db.repositories.deals.list(...args);
  };
  const infrastructure = {
    ...db,
    repositories: { ...db.repositories, deals },
    isReachable: async () => true,
    close: async () => undefined,
    describe: 'in-memory',
  };
  return { db, calls, infrastructure };
}

/** Renames a deal behind the server's back, as another instance or the CLI would. */
async function renameBehindTheBack(db: ReturnType<typeof createInMemoryRepositories>, id: number, title: string): Promise<void> {
  const deal = await db.repositories.deals.findById(id);
  await db.repositories.deals.save(Deal.restore({ ...deal!.toProps(), title }));
}

/**
 * A browser revalidating its cached copy. Not fetch: for a request carrying If-None-Match, fetch
 * adds `Cache-Control: no-cache`, which (rightly) forbids the server to answer 304.
 */
function conditionalGet(base: string, path: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(new URL(path, base), { headers: { 'if-none-match': etag } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('the public catalogue cache', () => {
  let server: TestServer;
  let counting: ReturnType<typeof countingInfrastructure>;

  beforeAll(async () => {
    counting = countingInfrastructure();
    server = await startTestServer({ env: { CATALOGUE_CACHE_MS: '60000' }, infrastructure: counting.infrastructure });
  });
  afterAll(() => server.stop());

  const titles = (reply: Json): string[] => reply.body.deals.map((deal: Json) => deal.title);

  it('answers a repeated list from memory, whatever the order of the query parameters', async () => {
    const shopper = server.client();
    const first = await shopper.get('/api/deals?page=1&limit=7');
    const before = counting.calls.list;
    const again = await shopper.get('/api/deals?limit=7&page=1');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(counting.calls.list).toBe(before);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    expect(again.headers.get('vary')).toMatch(/Cookie/);
  });

  it('asks the database once for many simultaneous requests of the same page', async () => {
    const before = counting.calls.list;
    const replies = await Promise.all(Array.from({ length: 20 }, () => server.client().get('/api/deals?page=2&limit=5')));
    expect(replies.every((reply) => reply.status === 200 && reply.text === replies[0]!.text)).toBe(true);
    expect(counting.calls.list - before).toBe(1);
  });

  it('gives an ETag and answers 304 to a browser that has the same list', async () => {
    const shopper = server.client();
    const first = await shopper.get('/api/deals?page=1&limit=3');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const revalidated = await conditionalGet(server.url, '/api/deals?page=1&limit=3', etag!);
    expect(revalidated).toEqual({ status: 304, body: '' });
    expect((await conditionalGet(server.url, '/api/deals?page=2&limit=3', etag!)).status).toBe(200);
  });

  it('keeps serving what it has when only the database changed behind it (within its period)', async () => {
    const shopper = server.client();
    const deal = (await shopper.get(LIST)).body.deals[0];
    await renameBehindTheBack(counting.db, deal.id, 'Renamed by the CLI');
    expect(titles(await shopper.get(LIST))).not.toContain('Renamed by the CLI');
    // A purchase cannot change the catalogue, so it does not empty the cache.
    const customer = await newCustomer(server);
    await buy(server, customer.client, deal.id);
    expect(titles(await shopper.get(LIST))).not.toContain('Renamed by the CLI');
    // Any catalogue write through this instance does.
    const business = await newVerifiedBusiness(server);
    expect(titles(await shopper.get(LIST))).toContain('Renamed by the CLI');
    expect(business.id).toBeGreaterThan(0);
  });

  it('shows a new deal, an edit and a pause at once to everybody', async () => {
    const shopper = server.client();
    const business = await newVerifiedBusiness(server);
    expect(titles(await shopper.get(LIST))).not.toContain('Fresh Noodle Bowl');
    const created = await createDeal(business.client, standardDeal({ title: 'Fresh Noodle Bowl' }));
    expect(titles(await shopper.get(LIST))).toContain('Fresh Noodle Bowl');
    expect((await shopper.get(`/api/deals/${created.id}`)).body.title).toBe('Fresh Noodle Bowl');

    expect((await business.client.patch(`/api/deals/${created.id}`, { title: 'Fresh Ramen Bowl' })).status).toBe(200);
    expect(titles(await shopper.get(LIST))).toContain('Fresh Ramen Bowl');
    expect((await shopper.get(`/api/deals/${created.id}`)).body.title).toBe('Fresh Ramen Bowl');

    expect((await business.client.patch(`/api/deals/${created.id}`, { active: false })).status).toBe(200);
    expect(titles(await shopper.get(LIST))).not.toContain('Fresh Ramen Bowl');
  });

  it('is bypassed by a signed-in business, which sees its own fields', async () => {
    const business = await demoBusiness(server);
    const own = await business.get('/api/business/deals?limit=1');
    expect(own.status).toBe(200);
    const mine = own.body.deals[0];
    const reply = await business.get(`/api/deals/${mine.id}`);
    expect(reply.body.awaitingVerification).toBeDefined();
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await server.client().get(`/api/deals/${mine.id}`);
    expect(anonymous.body.awaitingVerification).toBeUndefined();
  });

  it('keeps refusals out of it', async () => {
    const shopper = server.client();
    expect((await shopper.get('/api/deals/999999')).status).toBe(404);
    expect((await shopper.get('/api/deals?limit=abc')).status).toBe(400);
    expect((await shopper.get('/api/deals?limit=abc')).status).toBe(400);
  });
});

describe('the catalogue cache period', () => {
  it('shows changes made elsewhere once the period is over', async () => {
    const counting = countingInfrastructure();
    const server = await startTestServer({ env: { CATALOGUE_CACHE_MS: '150' }, infrastructure: counting.infrastructure });
    try {
      const shopper = server.client();
      const deal = (await shopper.get(`/api/deals/${(await shopper.get(LIST)).body.deals[0].id}`)).body;
      await renameBehindTheBack(counting.db, deal.id, 'Changed elsewhere');
      expect((await shopper.get(`/api/deals/${deal.id}`)).body.title).toBe(deal.title);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await shopper.get(`/api/deals/${deal.id}`)).body.title).toBe('Changed elsewhere');
    } finally {
      await server.stop();
    }
  });

  it('is off at 0: every request reads the database, ETags still work', async () => {
    const counting = countingInfrastructure();
    const server = await startTestServer({ env: { CATALOGUE_CACHE_MS: '0' }, infrastructure: counting.infrastructure });
    try {
      const shopper = server.client();
      const first = await shopper.get('/api/deals?limit=2');
      await shopper.get('/api/deals?limit=2');
      expect(counting.calls.list).toBe(2);
      expect((await conditionalGet(server.url, '/api/deals?limit=2', first.headers.get('etag')!)).status).toBe(304);
    } finally {
      await server.stop();
    }
  });
});
