import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { cashToDiscountDealPayloadSchema } from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import { sliderDealPayloadSchema } from '@marketplace/core/deals/schemas/slider-deal.schema';
import { standardDealPayloadSchema } from '@marketplace/core/deals/schemas/standard-deal.schema';
import { updateDealPayloadSchema } from '@marketplace/core/deals/schemas/update-deal.schema';
import { createDeal, demoBusiness, standardDeal } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { checkEndpoint, expectSome, idSegment, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary, type FieldHints } from './zod-arbitrary.js';

/** The deal catalogue and a business's own deals under generated input. */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let business: HttpClient;
const dealIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
  business = await demoBusiness(server);
  dealIds.push((await createDeal(business, standardDeal())).id, ...[...db.store.tables.deals.keys()].slice(0, 3));
});
afterAll(() => server.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
/** ISO dates around today: most deals run now, some start after they end (refused). */
const isoDate = fc.integer({ min: -30, max: 90 }).map((days) => new Date(Date.now() + days * DAY_MS).toISOString());
const dealHints: FieldHints = { startDate: isoDate, endDate: isoDate };
const queryHints: FieldHints = {
  page: fc.integer({ min: 1, max: 3 }).map(String),
  limit: fc.integer({ min: 1, max: 100 }).map(String),
  businessId: fc.integer({ min: 1, max: 5 }).map(String),
};

describe('deal endpoints under generated input', { timeout: 60_000 }, () => {
  it('GET /api/deals: 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(dealsQuerySchema, queryHints), send: (query) => server.client().get(`/api/deals${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'some queries answered');
    expectSome(statuses, 400, 401, 'some queries refused');
  });

  it('GET /api/business/deals: 1,000 generated query strings', async () => {
    const statuses = await checkEndpoint({ db, input: payloadArbitrary(dealsQuerySchema, queryHints), send: (query) => business.get(`/api/business/deals${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'some queries answered');
  });

  it('GET /api/deals/:id: 1,000 generated ids', async () => {
    const statuses = await checkEndpoint({ db, input: idSegment(dealIds), send: (id) => server.client().get(`/api/deals/${id}`) });
    expectSome(statuses, 200, 201, 'existing deals found');
    expectSome(statuses, 404, 405, 'others not found');
  });

  it('POST /api/deals: 1,000 generated standard, slider and Cash to Discount payloads', async () => {
    const payload = fc.oneof(
      payloadArbitrary(standardDealPayloadSchema, dealHints),
      payloadArbitrary(sliderDealPayloadSchema, dealHints),
      payloadArbitrary(cashToDiscountDealPayloadSchema, dealHints),
    );
    const statuses = await checkEndpoint({ db, input: payload, send: (body) => sendJson(business, 'POST', '/api/deals', body) });
    expectSome(statuses, 201, 202, 'some deals created');
    expectSome(statuses, 400, 401, 'some payloads refused');
  });

  it('PATCH /api/deals/:id: 1,000 generated ids and payloads', async () => {
    const input = fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constant(String(dealIds[0])) }, { weight: 1, arbitrary: idSegment(dealIds) }), payloadArbitrary(updateDealPayloadSchema, dealHints));
    const statuses = await checkEndpoint({ db, input, send: ([id, body]) => sendJson(business, 'PATCH', `/api/deals/${id}`, body) });
    expectSome(statuses, 200, 201, 'some edits saved');
    expectSome(statuses, 400, 401, 'some payloads refused');
  });
});
