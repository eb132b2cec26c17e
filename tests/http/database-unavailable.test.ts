import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { loadConfig } from '@marketplace/http/config';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '@marketplace/http/http/error-mapper';
import { startServer, type RunningServer } from '@marketplace/http/server';
import { expectError } from './api-helpers.js';
import { HttpClient, startTestServer } from './test-server.js';

/**
 * A database out of reach is a passing outage, not a bug: every request that needs it is answered
 * 503 with `Retry-After: 1` and a message to try again, never 500. (tests/scale-out/database-restart
 * checks the same with a real PostgreSQL server stopped and started under load.)
 */

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The app on a MikroORM database at `databaseUrl`, not seeded (seeding needs the database). */
async function serverOn(databaseUrl: string): Promise<RunningServer> {
  const database = await MikroOrmDatabase.open({ databaseUrl, poolMax: 2 });
  const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
  return startServer({
    config: loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-http-')), SESSION_SECRET: 'test-session-secret-that-is-long-enough-000', LOG_LEVEL: 'silent', CATALOGUE_CACHE_MS: '0' }),
    logger: pino({ level: 'silent' }),
    infrastructure: {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      close: () => database.close(),
      describe: 'PostgreSQL out of reach',
    },
    hasher: new PlainTextPasswordHasher(),
    webRoots: { storefront: join(fixtures, 'storefront'), portal: join(fixtures, 'portal') },
    seed: false,
  });
}

function expectUnavailable(reply: { status: number; headers: Headers; body: unknown; text: string }): void {
  expectError(reply, 503, UNAVAILABLE_MESSAGE);
  expect(reply.headers.get('retry-after')).toBe('1');
}

describe('with the PostgreSQL server out of reach', () => {
  let running: RunningServer;
  let client: HttpClient;

  beforeAll(async () => {
    // MikroORM opens lazily: the connection is refused at the first query, as when the server goes down.
    running = await serverOn(`postgres://postgres@127.0.0.1:${await closedPort()}/marketplace`);
    client = new HttpClient(running.url);
  });
  afterAll(() => running.stop());

  it('answers reads and writes that need the database with 503, Retry-After: 1 and a message to retry', async () => {
    expectUnavailable(await client.get('/api/deals'));
    expectUnavailable(await client.get('/api/deals/1'));
    expectUnavailable(await client.post('/api/login', { email: 'someone@example.com', password: 'secret-123' }));
    expectUnavailable(await client.post('/api/register', { username: 'ann_outage', email: 'ann@example.com', password: 'secret-123' }));
  });

  it('reports not ready on /readyz while /healthz, which needs no database, still answers', async () => {
    expect((await client.get('/healthz')).status).toBe(200);
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('1');
  });
});

describe('with a PostgreSQL server that accepts connections but never answers', () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  let running: RunningServer;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    running = await serverOn(`postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/marketplace`);
  });
  afterAll(async () => {
    // Hung connection attempts end with the server's sockets, so closing the pool does not wait for them.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await running.stop();
  });

  it('answers 503 once the pool gives up connecting (5 s) instead of hanging', async () => {
    const started = performance.now();
    const replies = await Promise.all([new HttpClient(running.url).get('/api/deals'), new HttpClient(running.url).get('/api/deals/1')]);
    for (const reply of replies) expectUnavailable(reply);
    expect(performance.now() - started).toBeLessThan(8000);
  }, 15_000);
});

describe('other failures stay 500', () => {
  it('answers a failure that is not the database being out of reach with 500', async () => {
    const server = await startTestServer();
    try {
      server.infrastructure.repositories.deals.findWithBusiness = () => Promise.reject(new Error('a bug'));
      const reply = await server.client().get('/api/deals/1');
      expectError(reply, 500, 'Something went wrong on our side. Please try again.');
      expect(reply.headers.get('retry-after')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a refused connection to every address of a host (AggregateError)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ETIMEDOUT') })],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server still starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['a connection that could not be made (08001)', withCode('08001')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool that found no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a client broken by an earlier connection error', new Error('Client has encountered a connection error and is not queryable')],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a missing table (42P01)', withCode('42P01', 'relation "deals" does not exist')],
    ['a serialization failure (40001)', withCode('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
