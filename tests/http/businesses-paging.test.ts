import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { expectError } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** GET /api/businesses pages in SQL (page, limit ≤ 100, total in X-Total-Count), on the MikroORM database. */
describe('GET /api/businesses pages', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let total: number;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    const { database } = testDb;
    const infrastructure: Infrastructure = {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      close: async () => undefined,
      describe: `MikroORM (${database.engine})`,
    };
    server = await startTestServer({ infrastructure });
    for (let i = 0; i < 120; i++) await database.repositories.businesses.add(aBusiness());
    total = (await database.repositories.businesses.listAll()).length;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await testDb?.close();
  });

  it('answers one page (50 by default), newest first, with the total in headers', async () => {
    const reply = await server.client().get('/api/businesses');
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body).toHaveLength(50);
    expect(reply.headers.get('x-total-count')).toBe(String(total));
    expect(reply.headers.get('x-page')).toBe('1');
    expect(reply.headers.get('x-per-page')).toBe('50');
    const ids = reply.body.map((business: Json) => business.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('walks every business exactly once, page by page, at most 100 at a time', async () => {
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const reply = await server.client().get(`/api/businesses?page=${page}&limit=100`);
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeLessThanOrEqual(100);
      if (reply.body.length === 0) break;
      seen.push(...reply.body.map((business: Json) => business.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('refuses a limit over 100 or a page that is not a number (400), ignores unknown parameters', async () => {
    expectError(await server.client().get('/api/businesses?limit=101'), 400);
    expectError(await server.client().get('/api/businesses?limit=0'), 400);
    expectError(await server.client().get('/api/businesses?page=abc'), 400);
    expect((await server.client().get('/api/businesses?limit=3&utm=x')).body).toHaveLength(3);
  });
});
