import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { expectError, expectNoSecrets, newBusiness, newCustomer } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/** Tuesday 2025-06-17, 15:00 in Chicago (CDT, UTC-5). */
const TUESDAY_AFTERNOON = new Date('2025-06-17T20:00:00.000Z');

let server: TestServer;
const clock = new FixedClock(TUESDAY_AFTERNOON);
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const REGISTRATION = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

describe('GET /api/business/locations', () => {
  it("answers the business's first location, from its registration address, to its owner", async () => {
    const shop = await newBusiness(server, REGISTRATION);
    const reply = await shop.client.get('/api/business/locations');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      locations: [
        {
          id: expect.any(Number),
          name: shop.name,
          address: '100 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          latitude: null,
          longitude: null,
          hours: null,
          today: { text: 'Opening hours not given', openNow: null },
        },
      ],
    });
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expectNoSecrets(reply.body);
  });

  it('refuses visitors (401) and customers (403)', async () => {
    expectError(await server.client().get('/api/business/locations'), 401);
    expectError(await (await newCustomer(server)).client.get('/api/business/locations'), 403);
  });
});
