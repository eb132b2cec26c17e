import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createPaymentIntentPayloadSchema, createPurchasePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { buy, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { hostileValue } from './hostile-strings.js';
import { checkEndpoint, expectSome, hostileQuery, idSegment, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary, type FieldHints } from './zod-arbitrary.js';

/** Checkout, the purchase record and the customer's own purchases under generated input. */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let customer: HttpClient;
/** This customer's purchases, then another customer's (not found for this one). */
const purchaseIds: number[] = [];
/** POST /api/purchases bodies that match a real payment intent: paid, or still unpaid. */
const claims: Record<string, unknown>[] = [];

/** The demo data's deals: 101–126 on sale, 127–129 over, 130–132 paused. */
const demoDealId = fc.integer({ min: 101, max: 132 });

/** Starts a checkout for `dealId` and returns the purchase body that would record it. */
async function claimFor(dealId: number, paid: boolean): Promise<Record<string, unknown>> {
  const intent = await customer.post('/api/create-payment-intent', { dealId });
  if (intent.status !== 200) throw new Error(`checkout of deal ${dealId}: ${intent.status} ${intent.text}`);
  if (paid) server.fakePayments().succeed(intent.body.paymentIntentId);
  const { price, discountPercent, redemptions, paymentIntentId } = intent.body;
  return { dealId, price, discountPercent, redemptions, stripePaymentIntentId: paymentIntentId };
}

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
  customer = (await newCustomer(server)).client;
  for (const dealId of [101, 105, 108]) purchaseIds.push((await buy(server, customer, dealId, { redemptions: 2 })).id);
  const other = (await newCustomer(server)).client;
  purchaseIds.push((await buy(server, other, 101)).id);
  // Deal 102 allows one purchase per customer: the second paid intent runs into the limit.
  for (const [dealId, paid] of [[102, true], [102, true], [104, true], [106, false], [111, true]] as const) claims.push(await claimFor(dealId, paid));
});
afterAll(() => server.stop());

const checkoutHints: FieldHints = { dealId: fc.oneof(demoDealId, demoDealId.map(String)) };
/** Printable header values: the page's attempt ids, and anything else a client may send. */
const idempotencyKey = fc.option(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), fc.string({ maxLength: 80 })), { nil: undefined });

describe('purchase endpoints under generated input', { timeout: 60_000 }, () => {
  it('POST /api/create-payment-intent: 1,000 generated payloads and idempotency keys', async () => {
    const input = fc.tuple(payloadArbitrary(createPaymentIntentPayloadSchema, checkoutHints), idempotencyKey);
    const statuses = await checkEndpoint({
      db,
      input,
      send: ([payload, key]) => customer.request('POST', '/api/create-payment-intent', { json: payload ?? null, headers: key === undefined ? {} : { 'idempotency-key': key } }),
    });
    expectSome(statuses, 200, 201, 'some checkouts started');
    expectSome(statuses, 400, 401, 'some payloads refused');
    expectSome(statuses, 404, 405, 'unknown and closed deals not found');
  });

  it('POST /api/purchases: 1,000 generated payloads around real payment intents', async () => {
    const hints: FieldHints = { ...checkoutHints, stripePaymentIntentId: fc.constantFrom(...claims.map((claim) => claim['stripePaymentIntentId'])) };
    const input = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...claims) }, { weight: 4, arbitrary: payloadArbitrary(createPurchasePayloadSchema, hints) });
    const statuses = await checkEndpoint({ db, input, send: (payload) => sendJson(customer, 'POST', '/api/purchases', payload) });
    expectSome(statuses, 201, 202, 'paid intents recorded');
    expectSome(statuses, 400, 401, 'some payloads refused');
    expectSome(statuses, 402, 403, 'an unpaid intent records nothing');
    expectSome(statuses, 409, 410, 'the purchase limit holds');
  });

  it('GET /api/user/purchases: 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: hostileQuery(), send: (query) => customer.get(`/api/user/purchases${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'the purchases are read');
  });

  it('POST /api/purchases/:id/redeem: 1,000 generated ids and bodies', async () => {
    const input = fc.tuple(idSegment(purchaseIds), hostileValue());
    const statuses = await checkEndpoint({ db, input, send: ([id, payload]) => sendJson(customer, 'POST', `/api/purchases/${id}/redeem`, payload) });
    expectSome(statuses, 200, 201, 'own purchases redeemed');
    expectSome(statuses, 404, 405, "others' and unknown purchases not found");
    expectSome(statuses, 409, 410, 'used-up purchases refused');
  });
});
