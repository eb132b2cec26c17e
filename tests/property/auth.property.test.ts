import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { adminLoginPayloadSchema } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { businessRegisterPayloadSchema, businessLoginPayloadSchema } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { registerPayloadSchema, signInPayloadSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { updateProfilePayloadSchema } from '@marketplace/core/accounts/schemas/profile.schema';
import { LOGIN_WINDOW_MS } from '@marketplace/http/http/login-throttle';
import { newBusiness, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { hostileString, hostileValue } from './hostile-strings.js';
import { checkEndpoint, encodePart, expectSome, hostileQuery, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary } from './zod-arbitrary.js';

/** Sign-up, sign-in, the current account and the profile under generated input. */

const { db, infrastructure } = inspectableInfrastructure();
const clock = new FixedClock(new Date());
let server: TestServer;
let customer: HttpClient;
let business: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ infrastructure, clock });
});
// The login properties move the clock on by weeks: every property signs in afresh.
beforeEach(async () => {
  customer = (await newCustomer(server)).client;
  business = (await newBusiness(server)).client;
});
afterAll(() => server.stop());

const POSTS = {
  '/api/register': registerPayloadSchema,
  '/api/business/register': businessRegisterPayloadSchema,
} as const;

// Logins count failures: the window moves on before each request so every payload reaches validation.
const LOGINS = {
  '/api/login': signInPayloadSchema,
  '/api/business/login': businessLoginPayloadSchema,
  '/api/admin/login': adminLoginPayloadSchema,
} as const;

describe('auth endpoints under generated input', { timeout: 60_000 }, () => {
  it.each(Object.keys(POSTS) as (keyof typeof POSTS)[])('POST %s: 1,000 generated payloads', async (path) => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(POSTS[path]), send: (payload) => sendJson(server.client(), 'POST', path, payload) });
    expectSome(statuses, 201, 202, 'some accounts created');
    expectSome(statuses, 400, 401, 'some payloads refused');
  });

  it.each(Object.keys(LOGINS) as (keyof typeof LOGINS)[])('POST %s: 1,000 generated payloads', async (path) => {
    const statuses = await checkEndpoint({
      db,
      input: payloadArbitrary(LOGINS[path]),
      send: (payload) => {
        clock.advance(LOGIN_WINDOW_MS + 1000);
        return sendJson(server.client(), 'POST', path, payload);
      },
    });
    expectSome(statuses, 401, 402, 'wrong credentials reach the check');
    expectSome(statuses, 400, 401, 'some payloads refused');
  });

  it('PATCH /api/user (customer): 1,000 generated payloads', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(updateProfilePayloadSchema), send: (payload) => sendJson(customer, 'PATCH', '/api/user', payload) });
    expectSome(statuses, 200, 201, 'some profiles changed');
  });

  it('PATCH /api/user (business): 1,000 generated payloads', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(updateProfilePayloadSchema), send: (payload) => sendJson(business, 'PATCH', '/api/user', payload) });
    expectSome(statuses, 400, 401, 'some payloads refused');
  });

  it('GET /api/user: 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: hostileQuery(), send: (value) => customer.get(`/api/user${queryString(value)}`) });
    expectSome(statuses, 200, 201, 'the account is read');
  });

  it('POST /api/logout: 1,000 generated bodies', async () => {
    await checkEndpoint({ db, input: hostileValue(), send: (payload) => sendJson(server.client(), 'POST', '/api/logout', payload) });
  });

  it('POST /api/demo-login/:kind: 1,000 generated kinds', async () => {
    const kind = fc.oneof(fc.constantFrom('user', 'business', 'admin', 'USER', 'user/', 'user%00'), hostileString().map(encodePart));
    const statuses = await checkEndpoint({ db, input: kind, send: (value) => server.client().post(`/api/demo-login/${value}`) });
    expectSome(statuses, 200, 201, 'the demo accounts sign in');
  });
});
