import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_KEYS } from '@marketplace/core/accounts/domain/email-preferences';
import { emailPreferencesPatchSchema } from '@marketplace/core/accounts/schemas/email-preferences.schema';
import { contactMessagesQuerySchema, contactPayloadSchema, contactStatusPayloadSchema } from '@marketplace/core/contact/schemas/contact-message.schema';
import { adminClient, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { hostileValue } from './hostile-strings.js';
import { checkEndpoint, expectSome, idSegment, inspectableInfrastructure, queryString, sendJson } from './property-harness.js';
import { payloadArbitrary } from './zod-arbitrary.js';

/** The Contact page's messages and the Settings tab's email preferences under generated input. */

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let admin: HttpClient;
let customer: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ infrastructure });
  admin = await adminClient(server);
  customer = (await newCustomer(server)).client;
});
afterAll(() => server.stop());

describe('contact and email-preference endpoints under generated input', { timeout: 60_000 }, () => {
  it('POST /api/contact: 1,000 generated payloads, every accepted one listed for the admin', async () => {
    const statuses = await checkEndpoint({
      db,
      input: payloadArbitrary(contactPayloadSchema),
      send: (payload) => sendJson(server.client(), 'POST', '/api/contact', payload),
    });
    expectSome(statuses, 201, 202, 'some messages accepted');
    expectSome(statuses, 400, 401, 'some payloads refused');
    const listed = await admin.get('/api/admin/contact-messages?limit=1');
    expect(listed.body.pagination.total).toBe(db.store.tables.contactMessages.size);
  });

  it('GET /api/admin/contact-messages (admin): 1,000 generated query strings', async () => {
    const anyQuery = fc.oneof(
      fc.dictionary(fc.constantFrom('status', 'page', 'limit'), hostileValue(), { maxKeys: 3 }),
      payloadArbitrary(contactMessagesQuerySchema),
    );
    const statuses = await checkEndpoint({ db, input: anyQuery, send: (query) => admin.get(`/api/admin/contact-messages${queryString(query)}`) });
    expectSome(statuses, 200, 201, 'the admin reads the list');
    expect([...statuses.keys()].filter((status) => ![200, 400, 431].includes(status))).toEqual([]);
  });

  it('PATCH /api/admin/contact-messages/:id (admin): 1,000 generated ids and bodies', async () => {
    const ids = [...db.store.tables.contactMessages.keys()];
    const input = fc.record({ id: idSegment(ids.length ? ids : [1]), body: payloadArbitrary(contactStatusPayloadSchema) });
    const statuses = await checkEndpoint({ db, input, send: ({ id, body }) => sendJson(admin, 'PATCH', `/api/admin/contact-messages/${id}`, body) });
    expectSome(statuses, 200, 201, 'some statuses changed');
  });

  it('PATCH /api/user/email-preferences (customer): 1,000 generated bodies, the stored row always whole', async () => {
    const statuses = await checkEndpoint({
      db,
      input: payloadArbitrary(emailPreferencesPatchSchema),
      send: (payload) => sendJson(customer, 'PATCH', '/api/user/email-preferences', payload),
    });
    expectSome(statuses, 200, 201, 'some changes saved');
    const stored = (await customer.get('/api/user/email-preferences')).body;
    expect(Object.keys(stored).sort()).toEqual([...EMAIL_PREFERENCE_KEYS].sort());
    for (const row of db.store.tables.emailPreferences.values()) {
      for (const key of EMAIL_PREFERENCE_KEYS) expect(typeof row[key]).toBe('boolean');
    }
  });
});
