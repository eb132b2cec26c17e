import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/test-server.js';
import { checkEndpoint, expectSome, hostileQuery, inspectableInfrastructure, queryString } from './property-harness.js';

/**
 * The reference data of meta.router.ts, the health checks and the API description under generated
 * query strings: they read none, so every request the HTTP parser lets through is answered 200.
 */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
});
afterAll(() => server.stop());

/** Hostile values under any key, or under the keys other listings read. */
const query = fc.oneof(hostileQuery(), fc.dictionary(fc.constantFrom('page', 'limit', 'q', 'category', 'verified', 'callback'), fc.string(), { maxKeys: 3 }));

describe('reference data, health checks and the API description under generated input', { timeout: 60_000 }, () => {
  it.each(['/api/config', '/api/categories', '/api/businesses', '/api/platform-figures', '/healthz', '/readyz', '/api/openapi.json', '/api/docs'])('GET %s: 1,000 generated query strings', async (path) => {
    const statuses = await checkEndpoint({ db, input: query, send: (value) => server.client().get(`${path}${queryString(value)}`) });
    expectSome(statuses, 200, 201, 'answered');
    // 431: a query string past Node's 16 kB header limit, refused before the app sees it. The
    // business directory pages: a page or limit it cannot read is the client's error (400).
    const allowed = path === '/api/businesses' ? [200, 400, 431] : [200, 431];
    expect([...statuses.keys()].filter((status) => !allowed.includes(status))).toEqual([]);
  });
});
