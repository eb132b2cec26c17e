import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from '@marketplace/core/locations/domain/business-location';
import {
  NEAR_FORMAT_MESSAGE,
  NEAR_RADIUS_MESSAGE,
  RADIUS_WITHOUT_NEAR_MESSAGE,
  unknownZipMessage,
} from '@marketplace/core/deals/domain/nearby';
import { createDeal, expectError, newVerifiedBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * GET /api/deals?near=&radiusKm= (DESIGN.md 10.7) over HTTP: shops registered in Lincoln, Nebraska,
 * far from any other business of the server, placed from their zip codes' centres at registration.
 */
let server: TestServer;
const shops: Record<'downtown' | 'east' | 'omaha', { dealId: number }> = {} as never;

async function shopIn(zip: string, city: string, deal: Record<string, unknown> = {}) {
  const business = await newVerifiedBusiness(server, { city, state: 'NE', zip, address: '1 Main St' });
  return { dealId: (await createDeal(business.client, standardDeal(deal))).id as number };
}

beforeAll(async () => {
  server = await startTestServer();
  shops.east = await shopIn('68505', 'Lincoln', { category: 'Wellness', title: 'East side gym pass' });
  shops.downtown = await shopIn('68508', 'Lincoln', { category: 'Wellness', title: 'Downtown gym pass' });
  shops.omaha = await shopIn('68102', 'Omaha', { category: 'Restaurant', title: 'Omaha dinner' });
});
afterAll(() => server.stop());

const ids = (reply: Json): number[] => reply.body.deals.map((deal: Json) => deal.id);

describe('GET /api/deals near a place', () => {
  it('lists the deals within the radius of a zip code nearest first, each with its distance', async () => {
    const reply = await server.client().get('/api/deals?near=68508&radiusKm=25');

    expect(reply.status, reply.text).toBe(200);
    expect(ids(reply)).toEqual([shops.downtown.dealId, shops.east.dealId]);
    expect(reply.body.pagination.total).toBe(2);
    const [downtown, east] = reply.body.deals;
    expect(downtown.distanceKm).toBeCloseTo(0, 3);
    expect(east.distanceKm).toBeGreaterThan(1);
    expect(east.distanceKm).toBeLessThan(15);
  });

  it('measures from a point, takes the default radius without one, and combines with the other filters', async () => {
    const omahaNearby = await server.client().get('/api/deals?near=41.2587,-95.9378');
    expect(ids(omahaNearby)).toEqual([shops.omaha.dealId]);
    expect(omahaNearby.body.deals[0].distanceKm).toBeLessThan(25);

    const wide = await server.client().get('/api/deals?near=40.8136,-96.7026&radiusKm=120');
    expect(ids(wide)).toEqual([shops.downtown.dealId, shops.east.dealId, shops.omaha.dealId]);
    const fitness = await server.client().get('/api/deals?near=40.8136,-96.7026&radiusKm=120&category=Wellness&q=east');
    expect(ids(fitness)).toEqual([shops.east.dealId]);
    const paged = await server.client().get('/api/deals?near=40.8136,-96.7026&radiusKm=120&limit=1&page=2');
    expect(ids(paged)).toEqual([shops.east.dealId]);
    expect(paged.body.pagination.total).toBe(3);
  });

  it('answers no distance without a place', async () => {
    const reply = await server.client().get('/api/deals?category=Wellness&limit=100');
    expect(reply.body.deals.length).toBeGreaterThan(0);
    for (const deal of reply.body.deals) expect(deal).not.toHaveProperty('distanceKm');
  });

  it.each([
    ['near=00000', unknownZipMessage('00000')],
    ['near=somewhere', NEAR_FORMAT_MESSAGE],
    ['near=1234', NEAR_FORMAT_MESSAGE],
    ['near=40.8,', NEAR_FORMAT_MESSAGE],
    ['near=91,-96.7', LATITUDE_MESSAGE],
    ['near=40.8,-180.5', LONGITUDE_MESSAGE],
    ['near=68508&radiusKm=0.05', NEAR_RADIUS_MESSAGE],
    ['near=68508&radiusKm=500.5', NEAR_RADIUS_MESSAGE],
    ['near=68508&radiusKm=far', NEAR_RADIUS_MESSAGE],
    ['radiusKm=5', RADIUS_WITHOUT_NEAR_MESSAGE],
  ])('refuses %s with a clear 400', async (query, message) => {
    expectError(await server.client().get(`/api/deals?${query}`), 400, message);
  });

  it('keeps the radius edges: 0.1 and 500 km are accepted', async () => {
    expect((await server.client().get('/api/deals?near=68508&radiusKm=0.1')).status).toBe(200);
    expect((await server.client().get('/api/deals?near=68508&radiusKm=500')).status).toBe(200);
  });
});
