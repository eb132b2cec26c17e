import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { expectError, expectNoSecrets, newBusiness, newCustomer, type BusinessAccount } from './api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from './test-server.js';

/** Tuesday 2025-06-17, 15:00 in Chicago and Austin (CDT, UTC-5). */
const TUESDAY_AFTERNOON = new Date('2025-06-17T20:00:00.000Z');

let server: TestServer;
const clock = new FixedClock(TUESDAY_AFTERNOON);
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const REGISTRATION = { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const WEEKDAYS_NINE_TO_FIVE = {
  mon: [{ opens: '09:00', closes: '17:00' }],
  tue: [{ opens: '09:00', closes: '12:00' }, { opens: '13:00', closes: '17:00' }],
  wed: [{ opens: '09:00', closes: '17:00' }],
  thu: [{ opens: '09:00', closes: '17:00' }],
  fri: [{ opens: '09:00', closes: '17:00' }, { opens: '19:00', closes: '02:00' }],
  sat: [],
  sun: [],
};

function del(client: HttpClient, path: string) {
  return client.request('DELETE', path);
}

async function austinShop(): Promise<BusinessAccount> {
  return newBusiness(server, REGISTRATION);
}

describe('GET /api/business/locations', () => {
  it("answers the business's first location, from its registration address and placed by its zip code", async () => {
    const shop = await austinShop();
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
          latitude: 30.2713,
          longitude: -97.7426,
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
    expectError(await (await newCustomer(server)).client.post('/api/business/locations', { name: 'X', address: '1 Main St', zip: '78701' }), 403);
  });
});

describe('POST /api/business/locations', () => {
  it("adds a location with hours, placed and named by its zip code, with today's hours in the business's zone", async () => {
    const shop = await austinShop();
    const reply = await shop.client.post('/api/business/locations', { name: 'East Side', address: '1100 E 6th St', zip: '78702', hours: WEEKDAYS_NINE_TO_FIVE });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      name: 'East Side',
      address: '1100 E 6th St',
      city: 'Austin',
      state: 'TX',
      zip: '78702',
      latitude: expect.closeTo(30.26, 1),
      longitude: expect.closeTo(-97.71, 1),
      hours: WEEKDAYS_NINE_TO_FIVE,
      today: { text: 'Open today 9:00–12:00, 13:00–17:00', openNow: true },
    });
    const listed = (await shop.client.get('/api/business/locations')).body.locations;
    expect(listed.map((location: { name: string }) => location.name)).toEqual([shop.name, 'East Side']);
  });

  it('keeps the owner\'s own point, and leaves an unknown zip code unplaced (city and state then required)', async () => {
    const shop = await austinShop();
    const pinned = await shop.client.post('/api/business/locations', { name: 'Pinned', address: '1 Main St', zip: '78701', latitude: 30.5, longitude: -97.5 });
    expect(pinned.body).toMatchObject({ latitude: 30.5, longitude: -97.5, city: 'Austin', state: 'TX' });

    expectError(await shop.client.post('/api/business/locations', { name: 'Nowhere', address: '1 Main St', zip: '00000' }), 400, 'City is required: the zip code is not one we can place');
    const unknown = await shop.client.post('/api/business/locations', { name: 'Nowhere', address: '1 Main St', city: 'Testville', state: 'TX', zip: '00000' });
    expect(unknown.status, unknown.text).toBe(201);
    expect(unknown.body).toMatchObject({ latitude: null, longitude: null, city: 'Testville' });
  });

  it.each([
    [{ address: '1 Main St', zip: '78701' }, 'Location name is required'],
    [{ name: 'X', zip: '78701' }, 'Address is required'],
    [{ name: 'X', address: '1 Main St', zip: '7870' }, 'Enter a 5-digit zip code (or ZIP+4)'],
    [{ name: 'X', address: '1 Main St', zip: '78701', latitude: 30 }, 'Give both latitude and longitude, or neither'],
    [{ name: 'X', address: '1 Main St', zip: '78701', latitude: 91, longitude: 0 }, 'Latitude must be a number from -90 to 90'],
    [{ name: 'X', address: '1 Main St', zip: '78701', hours: { mon: [{ opens: '9am', closes: '17:00' }] } }, 'Use a 24-hour time such as 09:00 or 17:30'],
    [{ name: 'X', address: '1 Main St', zip: '78701', hours: { mon: [{ opens: '09:00', closes: '09:00' }] } }, 'Closing time must differ from opening time'],
    [{ name: 'X', address: '1 Main St', zip: '78701', hours: { mon: [{ opens: '09:00', closes: '13:00' }, { opens: '12:00', closes: '17:00' }] } }, 'Opening times on Monday overlap'],
    [{ name: 'X', address: '1 Main St', zip: '78701', hours: { sun: [{ opens: '20:00', closes: '03:00' }], mon: [{ opens: '02:00', closes: '05:00' }] } }, 'Opening times on Monday overlap'],
  ])('refuses %j with 400 "%s", adding nothing', async (payload, message) => {
    const shop = await austinShop();
    expectError(await shop.client.post('/api/business/locations', payload), 400, message);
    expect((await shop.client.get('/api/business/locations')).body.locations).toHaveLength(1);
  });
});

describe('PATCH /api/business/locations/{id}', () => {
  it('changes the address and hours; a new zip code moves the point, the owner can pin it and put it back', async () => {
    const shop = await austinShop();
    const [first] = (await shop.client.get('/api/business/locations')).body.locations;

    const hours = await shop.client.patch(`/api/business/locations/${first.id}`, { name: 'Downtown', hours: WEEKDAYS_NINE_TO_FIVE });
    expect(hours.body).toMatchObject({ name: 'Downtown', hours: WEEKDAYS_NINE_TO_FIVE, latitude: 30.2713, today: { openNow: true } });

    const pinned = await shop.client.patch(`/api/business/locations/${first.id}`, { latitude: 30.3, longitude: -97.7 });
    expect(pinned.body).toMatchObject({ latitude: 30.3, longitude: -97.7, zip: '78701' });
    const renamed = await shop.client.patch(`/api/business/locations/${first.id}`, { name: 'Downtown East' });
    expect(renamed.body).toMatchObject({ latitude: 30.3, longitude: -97.7 });

    const moved = await shop.client.patch(`/api/business/locations/${first.id}`, { address: '1 Main St', zip: '10001' });
    expect(moved.body).toMatchObject({ zip: '10001', city: 'New York', state: 'NY', latitude: 40.7484, longitude: -73.9967 });

    await shop.client.patch(`/api/business/locations/${first.id}`, { latitude: 1, longitude: 1 });
    const back = await shop.client.patch(`/api/business/locations/${first.id}`, { latitude: null, longitude: null });
    expect(back.body).toMatchObject({ latitude: 40.7484, longitude: -73.9967 });
  });

  it('answers 404 for an unknown or removed location, 400 for bad input', async () => {
    const shop = await austinShop();
    const added = (await shop.client.post('/api/business/locations', { name: 'Second', address: '2 Main St', zip: '78701' })).body;
    expectError(await shop.client.patch('/api/business/locations/999999', { name: 'X' }), 404, 'Location not found');
    expectError(await shop.client.patch('/api/business/locations/abc', { name: 'X' }), 404);
    expectError(await shop.client.patch(`/api/business/locations/${added.id}`, { name: '' }), 400, 'Location name is required');
    expectError(await shop.client.patch(`/api/business/locations/${added.id}`, { latitude: 10 }), 400, 'Give both latitude and longitude, or neither');
    expect((await del(shop.client, `/api/business/locations/${added.id}`)).status).toBe(200);
    expectError(await shop.client.patch(`/api/business/locations/${added.id}`, { name: 'X' }), 404, 'Location not found');
  });
});

describe('DELETE /api/business/locations/{id}', () => {
  it('archives a location and answers the rest; the last one cannot be removed (409)', async () => {
    const shop = await austinShop();
    const [first] = (await shop.client.get('/api/business/locations')).body.locations;
    const second = (await shop.client.post('/api/business/locations', { name: 'Second', address: '2 Main St', zip: '78701' })).body;

    const removed = await del(shop.client, `/api/business/locations/${first.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.locations.map((location: { id: number }) => location.id)).toEqual([second.id]);

    expectError(await del(shop.client, `/api/business/locations/${second.id}`), 409, 'A business keeps at least one location: add another one before removing this one.');
    expectError(await del(shop.client, `/api/business/locations/${first.id}`), 404, 'Location not found');
    expect((await shop.client.get('/api/business/locations')).body.locations.map((location: { id: number }) => location.id)).toEqual([second.id]);
  });

  it('two removals at once leave one location', async () => {
    const shop = await austinShop();
    const [first] = (await shop.client.get('/api/business/locations')).body.locations;
    const second = (await shop.client.post('/api/business/locations', { name: 'Second', address: '2 Main St', zip: '78701' })).body;
    const replies = await Promise.all([del(shop.client, `/api/business/locations/${first.id}`), del(shop.client, `/api/business/locations/${second.id}`)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect((await shop.client.get('/api/business/locations')).body.locations).toHaveLength(1);
  });
});

describe('at start', () => {
  it('the server places locations that have a zip code but no coordinates (the migration\'s backfilled rows)', async () => {
    const db = createInMemoryRepositories();
    const business = await db.repositories.businesses.add(aBusiness({ zip: '10001' }));
    const backfilled = await db.repositories.locations.add(
      BusinessLocation.fromRegistration({ ...business.registeredAddress, id: business.id, name: business.name, coordinates: null, now: TUESDAY_AFTERNOON }),
    );
    const started = await startTestServer({ infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' } });
    try {
      expect((await db.repositories.locations.findForBusiness(business.id, backfilled.id))?.coordinates).toEqual({ latitude: 40.7484, longitude: -73.9967 });
    } finally {
      await started.stop();
    }
  });
});
