import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { redeemCodePayloadSchema, validateCodePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { buy, demoBusiness, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { hostileValue } from './hostile-strings.js';
import { checkEndpoint, expectSome, hostileQuery, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary } from './zod-arbitrary.js';

/**
 * Every /api/business/* route of business.router.ts (the codes, the figures, the subscription)
 * under generated input, signed in as the demo business. Its register, login and deals routes
 * are in auth.property.test.ts and deals.property.test.ts.
 */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let business: HttpClient;
/** Text codes and QR tokens of real purchases: the demo business's deals, and one of another business. */
const realCodes: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
  business = await demoBusiness(server);
  const shopper = (await newCustomer(server)).client;
  // 101, 103 and 119 are the demo business's deals; 102 is another business's.
  for (const [dealId, request] of [[101, { redemptions: 2 }], [103, {}], [119, { redemptions: 2 }], [102, {}]] as const) {
    const purchase = await buy(server, shopper, dealId, request);
    realCodes.push(purchase.textCode, purchase.qrCode);
  }
});
afterAll(() => server.stop());

/** A real code as a person might type it: lower case, a space or nothing for the dash, O for 0, I for 1, padded. */
function retyped(code: string): fc.Arbitrary<string> {
  return fc.constantFrom(code.toLowerCase(), code.replace('-', ' '), code.replace('-', ''), code.replace(/0/g, 'O').replace(/1/g, 'I'), ` ${code}\t`);
}

/** What the till sends: real codes, retyped ones, and well-formed codes that match no purchase. */
function code(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realCodes),
    fc.constantFrom(...realCodes).chain(retyped),
    fc.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    fc.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/),
  );
}

/**
 * Every payload must reach the use case: the limit on failed look-ups (its own tests are in
 * tests/security/code-guessing.test.ts) is lifted before each one.
 */
function unlimited(send: (payload: unknown) => Promise<Awaited<ReturnType<typeof sendJson>>>) {
  return (payload: unknown) => {
    db.store.tables.rateLimits.clear();
    return send(payload);
  };
}

describe('business endpoints under generated input', { timeout: 60_000 }, () => {
  it('POST /api/business/validate-code: 1,000 generated payloads around real codes', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(validateCodePayloadSchema, { code: code() }), send: unlimited((payload) => sendJson(business, 'POST', '/api/business/validate-code', payload)) });
    expectSome(statuses, 200, 201, 'its own codes found');
    expectSome(statuses, 400, 401, 'malformed codes refused');
    expectSome(statuses, 404, 405, "unknown codes and another business's not found");
  });

  it('POST /api/business/redeem: 1,000 generated payloads around real codes', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(redeemCodePayloadSchema, { code: code() }), send: unlimited((payload) => sendJson(business, 'POST', '/api/business/redeem', payload)) });
    expectSome(statuses, 200, 201, 'its own codes redeemed');
    expectSome(statuses, 400, 401, 'malformed codes refused');
    expectSome(statuses, 404, 405, "unknown codes and another business's not found");
    expectSome(statuses, 409, 410, 'used-up codes refused');
  });

  it.each(['/api/business/stats', '/api/business/subscription'])('GET %s: 1,000 generated query strings', async (path) => {
    const statuses = await checkEndpoint({ db, input: hostileQuery(), send: (query) => business.get(`${path}${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'answered');
  });

  it('POST /api/business/create-subscription: 1,000 generated bodies', async () => {
    const statuses = await checkEndpoint({ db, input: hostileValue(), send: (payload) => sendJson(business, 'POST', '/api/business/create-subscription', payload) });
    expectSome(statuses, 201, 202, 'the subscription is started');
  });
});
