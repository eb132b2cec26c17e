import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { aWaitlistEntry } from '../contracts/mothers/waitlist-entry.mother.js';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { adminClient, demoBusiness, demoCustomer, expectError, newBusiness, newOwnerBusiness, unique } from './api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const day = (n: number): Date => new Date(Date.UTC(2025, 0, 1, 8, 0, 0) + n * 60_000);

/**
 * GET /api/waitlist pages in SQL (q, type, sort, order, page, limit ≤ 100; the total in
 * X-Total-Count); the summary and the CSV export read the same table, on the MikroORM database.
 */
describe('the waitlist for its viewers, paged (MikroORM database)', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let admin: HttpClient;
  /** Marks the entries of this file, so the server's seed data never matches a search. */
  const token = `tok${unique()}`.replace(/[^a-z0-9]/gi, '');
  let bulkTotal: number;

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
    admin = await adminClient(server);
    // 2,345 entries: more than two export batches and many pages.
    const { waitlist } = database.repositories;
    for (let i = 0; i < 2_345; i++) {
      await waitlist.add(aWaitlistEntry({ name: `Bulk ${token} ${i}`, type: i % 3 === 0 ? 'business' : 'discounter', rating: 1 + (i % 5), createdAt: day(i) }));
    }
    bulkTotal = 2_345;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await testDb?.close();
  });

  it('answers one page (50 by default), newest first, with the total in headers', async () => {
    const reply = await admin.get('/api/waitlist');
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(50);
    const total = (await testDb.database.repositories.waitlist.totals());
    expect(reply.headers.get('x-total-count')).toBe(String(total.discounters + total.businesses));
    expect(reply.headers.get('x-page')).toBe('1');
    expect(reply.headers.get('x-per-page')).toBe('50');
    const times = reply.body.map((row: Json) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of reply.body) expect(Object.keys(row).sort()).toEqual(['createdAt', 'email', 'feedback', 'id', 'name', 'phone', 'rating', 'type']);
  });

  it('walks every matching entry exactly once, page by page, at most 100 at a time', async () => {
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const reply = await admin.get(`/api/waitlist?q=${token}&sort=name&order=asc&page=${page}&limit=100`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-total-count')).toBe(String(bulkTotal));
      expect(reply.body.length).toBeLessThanOrEqual(100);
      if (reply.body.length === 0) break;
      seen.push(...reply.body.map((row: Json) => row.id));
    }
    expect(seen).toHaveLength(bulkTotal);
    expect(new Set(seen).size).toBe(bulkTotal);
  });

  it('searches name, email, phone and feedback in the database, whatever the case, % and _ taken literally, and filters by type', async () => {
    const mark = `m${unique()}`.replace(/[^a-z0-9]/gi, '');
    const { waitlist } = testDb.database.repositories;
    const byFeedback = await waitlist.add(aWaitlistEntry({ feedback: `Loved it ${mark.toUpperCase()}`, type: 'business' }));
    const byEmail = await waitlist.add(aWaitlistEntry({ email: `${mark}@example.com` }));
    const percent = await waitlist.add(aWaitlistEntry({ feedback: `${mark} 100% yes` }));
    const ids = async (path: string) => ((await admin.get(path)).body as Json[]).map((row) => row.id).sort((a, b) => a - b);

    expect(await ids(`/api/waitlist?q=${mark}`)).toEqual([byFeedback.id, byEmail.id, percent.id]);
    expect(await ids(`/api/waitlist?q=${mark}&type=business`)).toEqual([byFeedback.id]);
    expect(await ids(`/api/waitlist?q=${encodeURIComponent(`${mark} 100%`)}`)).toEqual([percent.id]);
    expect(await ids(`/api/waitlist?q=${encodeURIComponent(`${mark}%yes`)}`)).toEqual([]);
    expect(await ids(`/api/waitlist?q=${mark.slice(0, -1)}_`)).toEqual([]);
    const businesses = await admin.get(`/api/waitlist?q=${token}&type=business&limit=5`);
    expect(businesses.headers.get('x-total-count')).toBe(String(Math.ceil(bulkTotal / 3)));
    expect(businesses.body.every((row: Json) => row.type === 'business')).toBe(true);
  });

  it('sorts by the chosen column: no feedback first ascending, last descending, ties by id', async () => {
    const mark = `s${unique()}`.replace(/[^a-z0-9]/gi, '');
    const { waitlist } = testDb.database.repositories;
    const none = await waitlist.add(aWaitlistEntry({ name: `${mark} one`, feedback: null }));
    const zebra = await waitlist.add(aWaitlistEntry({ name: `${mark} two`, feedback: 'Zebra' }));
    const apple = await waitlist.add(aWaitlistEntry({ name: `${mark} three`, feedback: 'apple' }));
    const ids = async (path: string) => ((await admin.get(path)).body as Json[]).map((row) => row.id);

    expect(await ids(`/api/waitlist?q=${mark}&sort=feedback&order=asc`)).toEqual([none.id, apple.id, zebra.id]);
    expect(await ids(`/api/waitlist?q=${mark}&sort=feedback&order=desc`)).toEqual([zebra.id, apple.id, none.id]);
    // A column named without an order sorts ascending.
    expect(await ids(`/api/waitlist?q=${mark}&sort=feedback`)).toEqual([none.id, apple.id, zebra.id]);
    expect(await ids(`/api/waitlist?q=${mark}&sort=name&order=desc`)).toEqual([zebra.id, apple.id, none.id]);
    const ratings = ((await admin.get(`/api/waitlist?q=${token}&sort=rating&order=desc&limit=100`)).body as Json[]).map((row) => row.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it.each([
    'limit=101',
    'limit=0',
    'page=0',
    'page=abc',
    'sort=password',
    'sort=created_at',
    'order=up',
    'type=investor',
    `q=${'x'.repeat(101)}`,
    'q=a&q=b',
  ])('refuses ?%s (400 Invalid input)', async (search) => {
    expectError(await admin.get(`/api/waitlist?${search}`), 400, 'Invalid input');
  });

  it('ignores unknown parameters and blank values', async () => {
    const reply = await admin.get(`/api/waitlist?limit=3&utm=x&sort=&type=`);
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(3);
  });

  it('answers the summary cards from counts: total, by type, average rating to one decimal', async () => {
    const totals = await testDb.database.repositories.waitlist.totals();
    const total = totals.discounters + totals.businesses;
    const reply = await admin.get('/api/waitlist/summary');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      total,
      discounters: totals.discounters,
      businesses: totals.businesses,
      averageRating: Math.round((totals.ratingSum / total) * 10) / 10,
    });
  });

  it('exports every matching entry as CSV, streamed in chunks, with formula-looking cells neutralised', async () => {
    const mark = `c${unique()}`.replace(/[^a-z0-9]/gi, '');
    const { waitlist } = testDb.database.repositories;
    await waitlist.add(aWaitlistEntry({ name: `=HYPERLINK("http://evil.example","${mark}")`, feedback: '+1, "quoted"\nline', createdAt: day(-1) }));
    await waitlist.add(aWaitlistEntry({ name: `@${mark}`, phone: '-555', type: 'business', createdAt: day(-2) }));

    const reply = await admin.get(`/api/waitlist/export.csv?q=${mark}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = reply.text.split('\r\n');
    expect(lines[0]).toBe('id,name,email,phone,type,rating,feedback,created_at');
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    // Oldest first; each text cell that a spreadsheet would run starts with an apostrophe.
    expect(lines[1]).toMatch(new RegExp(`^\\d+,'@${mark},person\\d+@example\\.com,'-555,business,4,,2025-01-01T07:58:00\\.000Z$`));
    expect(reply.text).toContain(`"'=HYPERLINK(""http://evil.example"",""${mark}"")"`);
    expect(reply.text).toContain(`"'+1, ""quoted""\nline"`);

    // The whole list: more rows than one database batch, streamed (chunked, no length known up front).
    const all = await admin.get(`/api/waitlist/export.csv?q=${token}`);
    expect(all.headers.get('content-length')).toBeNull();
    expect(all.headers.get('transfer-encoding')).toBe('chunked');
    const rows = all.text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(bulkTotal);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(bulkTotal);
    const business = await admin.get(`/api/waitlist/export.csv?q=${token}&type=business`);
    expect(business.text.split('\r\n').slice(1, -1)).toHaveLength(Math.ceil(bulkTotal / 3));
    expectError(await admin.get('/api/waitlist/export.csv?type=investor'), 400, 'Invalid input');
  });

  it('answers the owner business; refuses a plain business, the demo business and a customer (403) and a visitor (401), even with a bad query', async () => {
    const { client: owner } = await newOwnerBusiness(server);
    for (const path of ['/api/waitlist?limit=2', '/api/waitlist/summary', `/api/waitlist/export.csv?q=${token}`]) {
      expect((await owner.get(path)).status, path).toBe(200);
      for (const caller of [(await newBusiness(server)).client, await demoBusiness(server), await demoCustomer(server)]) {
        expectError(await caller.get(path), 403, 'Only the administrator and business owners can see the waitlist.');
      }
      expectError(await server.client().get(path), 401);
    }
    expectError(await (await demoCustomer(server)).get('/api/waitlist?limit=500'), 403);
    expectError(await server.client().get('/api/waitlist/export.csv?type=investor'), 401);
  });
});
