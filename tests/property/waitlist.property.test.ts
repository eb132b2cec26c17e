import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_SORT_KEYS } from '@marketplace/core/waitlist/domain/waitlist-order';
import { waitlistPayloadSchema } from '@marketplace/core/waitlist/schemas/waitlist.schema';
import { adminClient, newOwnerBusiness } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { hostileValue } from './hostile-strings.js';
import { checkEndpoint, expectSome, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary } from './zod-arbitrary.js';

/** The waitlist endpoints under generated input: never a 5xx, nothing malformed stored. */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let admin: HttpClient;
let owner: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
  admin = await adminClient(server);
  owner = (await newOwnerBusiness(server)).client;
});
afterAll(() => server.stop());

const anyQuery = fc.dictionary(fc.constantFrom('q', 'type', 'page', 'limit', 'sort', 'order', 'since'), hostileValue(), { maxKeys: 3 });
/** Values GET /api/waitlist accepts, so that the generated queries also reach the database. */
const validQuery = fc.record(
  {
    q: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('%', '_', '\\', "'", 'a%b_c')),
    type: fc.constantFrom('discounter', 'business'),
    sort: fc.constantFrom(...WAITLIST_SORT_KEYS),
    order: fc.constantFrom('asc', 'desc'),
    page: fc.integer({ min: 1, max: 5 }).map(String),
    limit: fc.integer({ min: 1, max: 100 }).map(String),
  },
  { requiredKeys: [] },
);

// The reads come first: 1,000 reads of the hundreds of entries the POST property stores would
// cost seconds without testing anything more. The stored entries are read back at the end.
describe('waitlist endpoints under generated input', { timeout: 60_000 }, () => {
  it('GET /api/waitlist (admin): 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: anyQuery, send: (query) => admin.get(`/api/waitlist${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'the admin reads the list');
    // A value the query schema cannot read is the client's error; nothing else but a page.
    expect([...statuses.keys()].filter((status) => ![200, 400, 431].includes(status))).toEqual([]);
  });

  it('GET /api/waitlist (owner): 1,000 generated valid queries, each page within its limit', async () => {
    const statuses = await checkEndpoint({
      db,
      input: validQuery,
      send: async (query) => {
        const reply = await owner.get(`/api/waitlist${queryString(query)}`);
        expect(reply.status, reply.text).toBe(200);
        expect(reply.body.length).toBeLessThanOrEqual(Number(query.limit ?? 50));
        return reply;
      },
    });
    expectSome(statuses, 200, 201, 'an owner pages the list');
  });

  it('GET /api/waitlist/export.csv (admin): 300 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: anyQuery, numRuns: 300, send: (query) => admin.get(`/api/waitlist/export.csv${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'the admin exports');
  });

  it('GET /api/admin/sample-waitlist (owner): 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: anyQuery, send: (query) => owner.get(`/api/admin/sample-waitlist${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'an owner reads the samples');
  });

  it('POST /api/waitlist: 1,000 generated payloads, every accepted one read back', async () => {
    const statuses = await checkEndpoint({
      db,
      input: payloadArbitrary(waitlistPayloadSchema),
      send: (payload) => sendJson(server.client(), 'POST', '/api/waitlist', payload),
    });
    expectSome(statuses, 201, 202, 'some entries accepted');
    expectSome(statuses, 400, 401, 'some payloads refused');
    const list = await admin.get('/api/waitlist');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe(String(db.store.tables.waitlist.size));
    expect((await admin.get('/api/waitlist/summary')).body.total).toBe(db.store.tables.waitlist.size);
    const csv = await admin.get('/api/waitlist/export.csv');
    expect(csv.status).toBe(200);
  });
});
