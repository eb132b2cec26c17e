import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminBusinessesQuerySchema } from '@marketplace/core/admin/schemas/admin-businesses-query.schema';
import { adminClient, newBusiness } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { hostileValue } from './hostile-strings.js';
import { checkEndpoint, expectSome, hostileQuery, idSegment, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary } from './zod-arbitrary.js';

/** The admin's endpoints under generated input. */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let admin: HttpClient;
const businessIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
  admin = await adminClient(server);
  for (let i = 0; i < 3; i += 1) businessIds.push((await newBusiness(server)).id);
});
afterAll(() => server.stop());

const pageHints = { page: fc.integer({ min: 1, max: 5 }).map(String), limit: fc.integer({ min: 1, max: 100 }).map(String) };

describe('admin endpoints under generated input', { timeout: 60_000 }, () => {
  it('GET /api/admin/businesses: 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(adminBusinessesQuerySchema, pageHints), send: (query) => admin.get(`/api/admin/businesses${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'some queries answered');
    expectSome(statuses, 400, 401, 'some queries refused');
  });

  it('GET /api/admin/stats: 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: hostileQuery(), send: (value) => admin.get(`/api/admin/stats${queryString(value)}`) });
    expectSome(statuses, 200, 201, 'the figures are read');
  });

  it('POST /api/admin/businesses/:id/verify: 1,000 generated ids and bodies', async () => {
    const input = fc.tuple(idSegment(businessIds), hostileValue());
    const statuses = await checkEndpoint({ db, input, send: ([id, payload]) => sendJson(admin, 'POST', `/api/admin/businesses/${id}/verify`, payload) });
    expectSome(statuses, 200, 201, 'businesses verified');
    expectSome(statuses, 404, 405, 'unknown ids not found');
  });
});
