import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistPayloadSchema } from '@marketplace/core/waitlist/schemas/waitlist.schema';
import { adminClient, demoBusiness } from '../http/api-helpers.js';
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
  owner = await demoBusiness(server);
});
afterAll(() => server.stop());

const anyQuery = fc.dictionary(fc.constantFrom('q', 'type', 'page', 'limit', 'sort', 'since'), hostileValue(), { maxKeys: 3 });

// The reads come first: GET /api/waitlist answers the whole list, and 1,000 reads of the hundreds
// of entries the POST property stores would cost seconds without testing anything more. The
// stored entries are read back once, at the end.
describe('waitlist endpoints under generated input', { timeout: 60_000 }, () => {
  it('GET /api/waitlist (admin): 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: anyQuery, send: (query) => admin.get(`/api/waitlist${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'the admin reads the list');
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
    expect(list.body).toHaveLength(db.store.tables.waitlist.size);
  });
});
