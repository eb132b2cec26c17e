import { createServer, get, request as httpRequest, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_MAX_ENTRIES, CatalogueCache } from '@marketplace/http/http/catalogue-cache';
import type { AppState } from '@marketplace/http/http/app-context';
import { compression } from '@marketplace/http/http/compression';
import { requestLog } from '@marketplace/http/http/request-log';
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

  it('keys on the validated query: unknown parameters and spellings of one value share an entry', async () => {
    const shopper = server.client();
    const first = await shopper.get('/api/deals?page=1&limit=4&x=1');
    const before = counting.calls.list;
    for (const path of ['/api/deals?x=2&limit=4&page=1', '/api/deals?limit=04&page=01', '/api/deals?limit=4&utm=a&utm2=b&q=', '/api/deals?limit=4']) {
      const reply = await shopper.get(path);
      expect(reply.status).toBe(200);
      expect(reply.text).toBe(first.text);
    }
    expect(counting.calls.list).toBe(before);
    // A value the route reads is still part of the key.
    await shopper.get('/api/deals?limit=4&page=2');
    expect(counting.calls.list).toBe(before + 1);
  });

  it('keys on the place and the radius of a near list, as parsed', async () => {
    const shopper = server.client();
    const first = await shopper.get('/api/deals?near=30.2713,-97.7426&radiusKm=5');
    const before = counting.calls.list;
    for (const path of ['/api/deals?radiusKm=5.0&near=30.2713, -97.7426', '/api/deals?near=+30.2713,-97.74260&radiusKm=05']) {
      const reply = await shopper.get(path);
      expect(reply.text, path).toBe(first.text);
    }
    expect(counting.calls.list).toBe(before);
    for (const path of ['/api/deals?near=30.2713,-97.7426&radiusKm=10', '/api/deals?near=30.2713,-97.7426', '/api/deals?near=78701&radiusKm=5', '/api/deals?near=78702&radiusKm=5']) {
      await shopper.get(path);
    }
    expect(counting.calls.list).toBe(before + 4);
  });

  it(`keeps at most ${CATALOGUE_CACHE_MAX_ENTRIES} answers: a flood of distinct searches evicts the least recently used`, async () => {
    const shopper = server.client();
    await shopper.get('/api/deals?q=kept-warm');
    await shopper.get('/api/deals?q=evicted-first');
    for (let i = 0; i < CATALOGUE_CACHE_MAX_ENTRIES; i++) {
      await shopper.get(`/api/deals?q=flood-${i}`);
      // Used all along, so never the least recently used.
      if (i % 100 === 0) await shopper.get('/api/deals?q=kept-warm');
    }
    const before = counting.calls.list;
    await shopper.get('/api/deals?q=kept-warm');
    await shopper.get(`/api/deals?q=flood-${CATALOGUE_CACHE_MAX_ENTRIES - 1}`);
    expect(counting.calls.list).toBe(before);
    await shopper.get('/api/deals?q=evicted-first');
    expect(counting.calls.list).toBe(before + 1);
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

/** The cache in front of a route that echoes its search, as a bare Koa app. */
async function echoServer(cache: CatalogueCache, options: { compressed?: boolean } = {}): Promise<{ url: string; renders: { count: number }; close: () => Promise<void> }> {
  const renders = { count: 0 };
  const app = new Koa<AppState>();
  if (options.compressed) app.use(compression({ threshold: 1024 }));
  app.use(async (ctx, next) => {
    ctx.state.actor = { kind: 'anonymous' } as AppState['actor'];
    await next();
  });
  app.use(cache.reads());
  app.use((ctx) => {
    renders.count += 1;
    ctx.body = { deals: [{ title: String(ctx.query.q ?? '') }], padding: 'x'.repeat(1_000) };
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, renders, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the catalogue cache limits', () => {
  it('holds its entry cap', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000, maxEntries: 5 });
    const echo = await echoServer(cache);
    try {
      for (let i = 0; i < 20; i++) expect((await fetch(`${echo.url}/api/deals?q=term-${i}`)).status).toBe(200);
      expect(cache.size).toBe(5);
      const before = echo.renders.count;
      await fetch(`${echo.url}/api/deals?q=term-19`);
      expect(echo.renders.count).toBe(before);
      await fetch(`${echo.url}/api/deals?q=term-0`);
      expect(echo.renders.count).toBe(before + 1);
    } finally {
      await echo.close();
    }
  });

  it('counts the keys\' bytes with the bodies\' against its byte budget', async () => {
    const budget = 20_000;
    const cache = new CatalogueCache({ ttlMs: 60_000, maxBytes: budget });
    const echo = await echoServer(cache);
    try {
      // Searches of 100 characters outside ASCII (300 bytes each in the key, the echo in the body).
      for (let i = 0; i < 200; i++) await fetch(`${echo.url}/api/deals?q=${encodeURIComponent(`${i}`.padEnd(100, 'é'))}`);
      expect(cache.byteSize).toBeLessThanOrEqual(budget);
      expect(cache.size).toBeGreaterThan(0);
      // Each entry takes its body (about 1,300 bytes) and its key (over 200): bodies alone would let more in.
      const bodyBytes = Buffer.byteLength(JSON.stringify({ deals: [{ title: '0'.padEnd(100, 'é') }], padding: 'x'.repeat(1_000) }));
      expect(cache.size).toBeLessThan(Math.floor(budget / bodyBytes));
    } finally {
      await echo.close();
    }
  });

  it('compresses an entry once per encoding and counts the compressed bytes', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const echo = await echoServer(cache, { compressed: true });
    const ask = (encoding: string) => fetch(`${echo.url}/api/deals?q=bakery`, { headers: { 'accept-encoding': encoding } });
    try {
      const plain = await ask('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const plainText = await plain.text();
      const stored = cache.byteSize;
      const zipped = await ask('gzip');
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(await zipped.text()).toBe(plainText);
      const withGzip = cache.byteSize;
      expect(withGzip).toBeGreaterThan(stored);
      expect(withGzip - stored).toBeLessThan(plainText.length);
      // The same encoding again reuses the kept bytes; another one adds its own.
      expect(await (await ask('gzip')).text()).toBe(plainText);
      expect(cache.byteSize).toBe(withGzip);
      expect((await ask('br')).headers.get('content-encoding')).toBe('br');
      expect(cache.byteSize).toBeGreaterThan(withGzip);
      expect(echo.renders.count).toBe(1);
    } finally {
      await echo.close();
    }
  });
});

/**
 * The cache's front door before a small app with the cache's layers (recorder, compression,
 * headers, the reads): `app` counts the requests that reached the app, `lines` the log lines.
 */
async function frontServer(cache: CatalogueCache) {
  const app = new Koa<AppState>();
  const reached = { count: 0 };
  const lines: Json[] = [];
  /** What the route answers, and a read it holds until released. */
  const route = { title: '', held: null as Promise<void> | null };
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  app.use(cache.recorder());
  app.use(requestLog(logger));
  app.use(async (ctx, next) => {
    reached.count += 1;
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  });
  app.use(compression({ threshold: 1024 }));
  app.use(cache.writes());
  app.use(async (ctx, next) => {
    ctx.state.actor = (ctx.get('Cookie') ? { kind: 'customer', userId: 1 } : { kind: 'anonymous' }) as AppState['actor'];
    await next();
  });
  app.use(cache.reads());
  app.use(async (ctx) => {
    if (ctx.method === 'POST') ctx.body = { ok: true };
    else {
      const title = `${String(ctx.query.q ?? '')}${route.title}`;
      if (route.held) await route.held;
      ctx.body = { deals: [{ title }], padding: 'x'.repeat(2_000) };
    }
  });
  const server: Server = createServer(cache.front(app.callback(), logger));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  return { ask, reached, lines, route, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the catalogue cache past its period', () => {
  it('gives the kept answer while one request reads the page again, then the new one', async () => {
    let clock = 0;
    const cache = new CatalogueCache({ ttlMs: 1_000, now: () => clock });
    let title = 'old';
    let gate: Promise<void> | null = null;
    const app = new Koa<AppState>();
    const reads = { count: 0 };
    app.use(async (ctx, next) => {
      ctx.state.actor = { kind: 'anonymous' } as AppState['actor'];
      await next();
    });
    app.use(cache.reads());
    app.use(async (ctx) => {
      reads.count += 1;
      const seen = title;
      if (gate) await gate;
      ctx.body = { deals: [{ title: seen }] };
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/deals?q=x`;
    const titleOf = async (reply: Promise<Response>) => ((await (await reply).json()) as Json).deals[0].title;
    try {
      expect(await titleOf(fetch(url))).toBe('old');
      title = 'new';
      clock = 1_000;
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      const refreshing = titleOf(fetch(url));
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The refresh is held: the others get the kept answer at once instead of waiting.
      expect(await Promise.all([titleOf(fetch(url)), titleOf(fetch(url))])).toEqual(['old', 'old']);
      expect(reads.count).toBe(2);
      open();
      gate = null;
      expect(await refreshing).toBe('new');
      expect(await titleOf(fetch(url))).toBe('new');
      expect(reads.count).toBe(2);
      // A write empties it: nothing old is given, whoever asks waits for the new answer.
      cache.invalidate();
      title = 'newest';
      expect(await Promise.all([titleOf(fetch(url)), titleOf(fetch(url))])).toEqual(['newest', 'newest']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the catalogue cache front door', () => {
  const withoutId = (headers: Record<string, string | string[] | undefined>) => {
    const { 'x-request-id': _id, date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
    return rest;
  };

  it('answers an everybody request it has seen with the headers and bytes the app gave, a new request id and a log line', async () => {
    let clock = 0;
    const cache = new CatalogueCache({ ttlMs: 1_000, now: () => clock });
    const front = await frontServer(cache);
    try {
      const first = await front.ask('/api/deals?q=bakery');
      expect(front.reached.count).toBe(1);
      const again = await front.ask('/api/deals?q=bakery', { 'x-request-id': 'caller-id-123' });
      expect(front.reached.count).toBe(1);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(withoutId(again.headers)).toEqual(withoutId(first.headers));
      expect(again.headers['x-frame-options']).toBe('DENY');
      expect(again.headers['x-request-id']).toBe('caller-id-123');
      const third = await front.ask('/api/deals?q=bakery');
      expect(third.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(third.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(front.lines.map((line) => [line.requestId, line.path, line.status])).toEqual([
        [first.headers['x-request-id'], '/api/deals', 200],
        ['caller-id-123', '/api/deals', 200],
        [third.headers['x-request-id'], '/api/deals', 200],
      ]);
      // Past its period one request reads the page again; while it does, the door still gives the
      // kept answer; then the new one.
      clock = 1_000;
      front.route.title = ' (new)';
      let release!: () => void;
      front.route.held = new Promise((resolve) => (release = resolve));
      const refreshing = front.ask('/api/deals?q=bakery');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(front.reached.count).toBe(2);
      const meanwhile = await front.ask('/api/deals?q=bakery');
      expect(front.reached.count).toBe(2);
      expect(meanwhile.body.equals(first.body)).toBe(true);
      front.route.held = null;
      release();
      expect(JSON.parse((await refreshing).body.toString('utf8')).deals[0].title).toBe('bakery (new)');
      const after = await front.ask('/api/deals?q=bakery');
      expect(front.reached.count).toBe(2);
      expect(JSON.parse(after.body.toString('utf8')).deals[0].title).toBe('bakery (new)');
      // Past its period with nobody reading it again, the door leaves the request to the app.
      clock = 2_000;
      await front.ask('/api/deals?q=bakery');
      expect(front.reached.count).toBe(3);
    } finally {
      await front.close();
    }
  });

  it('replays each encoding only as the app encoded it', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const front = await frontServer(cache);
    try {
      const plain = await front.ask('/api/deals?q=cafe');
      const zipped = await front.ask('/api/deals?q=cafe', { 'accept-encoding': 'gzip' });
      expect(front.reached.count).toBe(2);
      const zippedAgain = await front.ask('/api/deals?q=cafe', { 'accept-encoding': 'gzip' });
      const plainAgain = await front.ask('/api/deals?q=cafe');
      expect(front.reached.count).toBe(2);
      expect(zippedAgain.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zippedAgain.body).equals(plain.body)).toBe(true);
      expect(zippedAgain.body.equals(zipped.body)).toBe(true);
      expect(plainAgain.headers['content-encoding']).toBeUndefined();
      expect(plainAgain.body.equals(plain.body)).toBe(true);
    } finally {
      await front.close();
    }
  });

  it('leaves to the app whatever is not everybody\'s plain GET: a cookie, a revalidation, HEAD, another spelling, a write', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000 });
    const front = await frontServer(cache);
    try {
      const first = await front.ask('/api/deals?q=tea');
      await front.ask('/api/deals?q=tea');
      expect(front.reached.count).toBe(1);
      await front.ask('/api/deals?q=tea', { cookie: 'sid=abc' });
      expect(front.reached.count).toBe(2);
      const revalidated = await front.ask('/api/deals?q=tea', { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(front.reached.count).toBe(3);
      await front.ask('/api/deals?q=tea', {}, 'HEAD');
      expect(front.reached.count).toBe(4);
      // Another spelling of the same list shares the entry but is a URL of its own at the door.
      await front.ask('/api/deals?q=tea&x=1');
      expect(front.reached.count).toBe(5);
      // A write empties the cache: nothing is replayed until the app has answered again.
      await front.ask('/api/deals', {}, 'POST');
      expect(front.reached.count).toBe(6);
      await front.ask('/api/deals?q=tea');
      expect(front.reached.count).toBe(7);
      await front.ask('/api/deals?q=tea');
      expect(front.reached.count).toBe(7);
    } finally {
      await front.close();
    }
  });

  it('does nothing with the cache off', async () => {
    const cache = new CatalogueCache({ ttlMs: 0 });
    const front = await frontServer(cache);
    try {
      await front.ask('/api/deals?q=tea');
      await front.ask('/api/deals?q=tea');
      expect(front.reached.count).toBe(2);
    } finally {
      await front.close();
    }
  });
});
