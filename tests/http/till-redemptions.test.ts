import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { aLocation } from '../contracts/mothers/location.mother.js';
import { UNDO_WINDOW_MS } from '@marketplace/core/purchases/domain/redemption';
import { buy, createDeal, expectError, expectNoSecrets, newCustomer, newVerifiedBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let repositories: Repositories;
const clock = new FixedClock(new Date('2026-11-25T15:00:00.000Z'));

beforeAll(async () => {
  const db = createInMemoryRepositories();
  repositories = db.repositories;
  server = await startTestServer({ clock, infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' } });
});
afterAll(() => server.stop());

/** Another location of the business (archived when told). */
async function givenALocation(businessId: number, name: string, archived = false): Promise<number> {
  const { id } = await repositories.locations.add(aLocation(businessId, { name }));
  if (archived) await repositories.locations.archive(businessId, id, clock.now());
  return id;
}

/** A verified business with two locations (its registration address first, and an archived one) and a 20% deal of its own, bought by a customer with `uses` uses. */
async function shopWithSale(uses = 1) {
  const shop = await newVerifiedBusiness(server);
  const [first] = await repositories.locations.listForBusiness(shop.id);
  if (!first) throw new Error('Registration gives a business its first location');
  const main = first.id;
  const airport = await givenALocation(shop.id, 'Airport');
  const closed = await givenALocation(shop.id, 'Closed shop', true);
  const deal = await createDeal(shop.client, standardDeal({ discountPercent: 20, maxRedemptionsPerUser: 5 }, clock.now()));
  const customer = await newCustomer(server);
  const purchase = await buy(server, customer.client, deal.id, uses > 1 ? { redemptions: uses } : {});
  return { shop, deal, customer, purchase, locations: { main, airport, closed } };
}

describe('the till records where, who and the bill', () => {
  it('records the named location and the bill, and the Redemptions list shows them with the saving', async () => {
    const { shop, purchase, locations, customer } = await shopWithSale();

    const checked = await shop.client.post('/api/business/validate-code', { code: purchase.textCode, locationId: locations.airport });
    expect(checked.body).toMatchObject({ location: { id: locations.airport, name: 'Airport' }, redemptionId: null });
    const redeemed = await shop.client.post('/api/business/redeem', { code: purchase.textCode, locationId: locations.airport, billCents: 4599 });

    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body).toMatchObject({
      location: { id: locations.airport, name: 'Airport' },
      redemptionId: expect.any(Number),
      undoableUntil: new Date(clock.now().getTime() + UNDO_WINDOW_MS).toISOString(),
    });
    const list = await shop.client.get('/api/business/redemptions?day=2026-11-25');
    expect(list.status, list.text).toBe(200);
    expectNoSecrets(list.body);
    expect(list.body).toMatchObject({ day: '2026-11-25', total: 1 });
    expect(list.body.lines).toEqual([
      {
        id: redeemed.body.redemptionId,
        time: clock.now().toISOString(),
        purchaseId: purchase.id,
        dealId: purchase.dealId,
        deal: expect.any(String),
        customer: customer.username,
        channel: 'text_code',
        location: { id: locations.airport, name: 'Airport' },
        staff: { kind: 'owner', staffId: null, name: 'Owner' },
        bill: 45.99,
        savings: 9.2,
        undoable: true,
        undoableUntil: redeemed.body.undoableUntil,
        undo: null,
      },
    ]);
    expect((await shop.client.get('/api/business/stats')).body.revenueInfluenced).toBe(45.99);
  });

  it("records the business's first open location when the till names none", async () => {
    const { shop, purchase, locations } = await shopWithSale();

    const redeemed = await shop.client.post('/api/business/redeem', { code: purchase.textCode });

    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body.location).toEqual({ id: locations.main, name: expect.any(String) });
    expect((await shop.client.get('/api/business/redemptions')).body.lines[0]).toMatchObject({ channel: 'text_code', location: { id: locations.main }, bill: null, savings: null });
  });

  it("refuses an archived location or another business's (404), and a bad bill (400), using nothing", async () => {
    const { shop, purchase, locations } = await shopWithSale();
    const other = await shopWithSale();
    const message = /not one of your business's open locations/;

    expectError(await shop.client.post('/api/business/redeem', { code: purchase.textCode, locationId: locations.closed }), 404, message);
    expectError(await shop.client.post('/api/business/redeem', { code: purchase.textCode, locationId: other.locations.main }), 404, message);
    expectError(await shop.client.post('/api/business/validate-code', { code: purchase.textCode, locationId: other.locations.main }), 404, message);
    for (const billCents of [0, -5, 12.5, 10_000_001, '12']) {
      expectError(await shop.client.post('/api/business/redeem', { code: purchase.textCode, billCents }), 400);
    }
    expectError(await shop.client.post('/api/business/redeem', { code: purchase.textCode, locationId: 'main' }), 400);

    expect((await shop.client.post('/api/business/validate-code', { code: purchase.textCode })).body).toMatchObject({ usesLeft: 1, redeemable: true });
  });
});

describe('POST /api/business/redemptions/:id/undo', () => {
  it('gives the use back within 10 minutes, once, and the list and CSV show both lines', async () => {
    const { shop, purchase, customer } = await shopWithSale(2);
    const redeemed = await shop.client.post('/api/business/redeem', { code: purchase.textCode, billCents: 2000 });
    const id = redeemed.body.redemptionId as number;
    clock.advance(UNDO_WINDOW_MS);

    const undone = await shop.client.post(`/api/business/redemptions/${id}/undo`, { reason: '  Scanned the wrong code  ' });

    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ redemptionId: id, reason: 'Scanned the wrong code', by: { kind: 'owner', name: 'Owner' }, purchase: { id: purchase.id, usesLeft: 2, status: 'Active' } });
    expectError(await shop.client.post(`/api/business/redemptions/${id}/undo`, { reason: 'Again' }), 409, 'This redemption has already been undone.');
    const mine = (await customer.client.get('/api/user/purchases')).body.find((p: { id: number }) => p.id === purchase.id);
    expect(mine).toMatchObject({ redemptionsUsed: 0 });
    const [line] = (await shop.client.get('/api/business/redemptions')).body.lines;
    expect(line).toMatchObject({ id, undoable: false, undoableUntil: null, undo: { id: undone.body.undoId, reason: 'Scanned the wrong code', by: { name: 'Owner' } } });
    expect((await shop.client.get('/api/business/stats')).body).toMatchObject({ revenueInfluenced: 0, redemptions: 0 });

    const csv = await shop.client.get('/api/business/redemptions.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/redemptions-2026-11-25\.csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('time,kind,redemption_id,deal,customer,channel,location,staff,bill,savings,reason');
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(['redeem', 'undo']);
    expect(rows[2]).toMatch(/,Owner,,,Scanned the wrong code$/);
  });

  it('refuses after 10 minutes with the rule, leaving the use spent', async () => {
    const { shop, purchase } = await shopWithSale();
    const redeemed = await shop.client.post('/api/business/redeem', { code: purchase.textCode });
    clock.advance(UNDO_WINDOW_MS + 1);

    expectError(await shop.client.post(`/api/business/redemptions/${redeemed.body.redemptionId}/undo`, { reason: 'Too late now' }), 409, 'Redemptions can only be undone within 10 minutes.');
    expect((await shop.client.post('/api/business/validate-code', { code: purchase.textCode })).body).toMatchObject({ usesLeft: 0 });
  });

  it('needs a reason of 3 to 200 characters, a numeric id, and a business at the till', async () => {
    const { shop, purchase, customer } = await shopWithSale();
    const redeemed = await shop.client.post('/api/business/redeem', { code: purchase.textCode });
    const path = `/api/business/redemptions/${redeemed.body.redemptionId}/undo`;

    for (const reason of [undefined, '', 'ab', 'x'.repeat(201), 42]) expectError(await shop.client.post(path, { reason }), 400);
    expectError(await shop.client.post('/api/business/redemptions/abc/undo', { reason: 'Wrong code' }), 404);
    expectError(await shop.client.post('/api/business/redemptions/999999/undo', { reason: 'Wrong code' }), 404);
    expectError(await customer.client.post(path, { reason: 'Wrong code' }), 403);
    expectError(await server.client().post(path, { reason: 'Wrong code' }), 401);
    expectError(await customer.client.get('/api/business/redemptions'), 403);
    expect((await shop.client.post(path, { reason: 'Wrong code' })).status).toBe(200);
  });
});

describe('GET /api/business/redemptions', () => {
  it("filters by day in the business's time zone and by location, and refuses a malformed day", async () => {
    const { shop, purchase, locations } = await shopWithSale(2);
    clock.set(new Date('2026-11-26T04:30:00.000Z'));
    await shop.client.post('/api/business/redeem', { code: purchase.textCode, locationId: locations.airport });

    const local = await shop.client.get('/api/business/redemptions?day=2026-11-25');
    const utcDay = await shop.client.get('/api/business/redemptions?day=2026-11-26');
    const elsewhere = await shop.client.get(`/api/business/redemptions?day=2026-11-25&locationId=${locations.main}`);
    const owner = await shop.client.get('/api/business/redemptions?day=2026-11-25&staffId=owner');

    expect(local.body.timeZone).not.toBe('UTC');
    expect(local.body.lines).toHaveLength(1);
    expect(utcDay.body.lines).toHaveLength(0);
    expect(elsewhere.body.lines).toHaveLength(0);
    expect(owner.body.lines).toHaveLength(1);
    for (const day of ['2026-13-01', '25-11-2026', 'today']) expectError(await shop.client.get(`/api/business/redemptions?day=${day}`), 400);
  });
});

describe('the journey: owner invites a cashier, the cashier redeems at a location, the owner sees it and undoes it', () => {
  it('names the cashier in the log, shows a cashier only their own lines, and lets any member undo', async () => {
    const { shop, purchase, locations } = await shopWithSale(3);
    const invited = await shop.client.post('/api/business/team/invitations', { email: `kim_${Date.now()}@till.example`, name: 'Kim', role: 'cashier' });
    expect(invited.status, invited.text).toBe(201);
    const token = new URL(invited.body.acceptUrl as string).searchParams.get('token');
    const cashier = server.client();
    expect((await cashier.post('/api/team/invitations/accept', { token, name: 'Kim', password: 'till-password' })).status).toBe(200);

    const byKim = await cashier.post('/api/business/redeem', { code: purchase.textCode, locationId: locations.airport, billCents: 1000 });
    expect(byKim.status, byKim.text).toBe(200);
    clock.advance(1000);
    const byOwner = await shop.client.post('/api/business/redeem', { code: purchase.textCode });

    const ownersView = (await shop.client.get('/api/business/redemptions')).body;
    expect(ownersView.lines.map((line: { staff: { name: string; kind: string } }) => line.staff)).toEqual([
      { kind: 'owner', staffId: null, name: 'Owner' },
      { kind: 'staff', staffId: invited.body.member.id, name: 'Kim' },
    ]);
    expect(ownersView.lines[1]).toMatchObject({ id: byKim.body.redemptionId, location: { id: locations.airport, name: 'Airport' }, bill: 10, savings: 2 });
    for (const path of ['/api/business/redemptions', '/api/business/redemptions?staffId=owner']) {
      const cashiersView = (await cashier.get(path)).body;
      expect(cashiersView.lines.map((line: { id: number }) => line.id)).toEqual([byKim.body.redemptionId]);
    }
    expect((await cashier.get('/api/business/redemptions.csv')).text).not.toContain(',Owner,');

    const undone = await shop.client.post(`/api/business/redemptions/${byKim.body.redemptionId}/undo`, { reason: 'Kim scanned it twice' });
    expect(undone.body).toMatchObject({ by: { kind: 'owner' }, purchase: { usesLeft: 2 } });
    const colleague = await cashier.post(`/api/business/redemptions/${byOwner.body.redemptionId}/undo`, { reason: 'Owner slip' });
    expect(colleague.body).toMatchObject({ by: { kind: 'staff', staffId: invited.body.member.id, name: 'Kim' }, purchase: { usesLeft: 3 } });
    const [kimsLine] = (await cashier.get('/api/business/redemptions')).body.lines;
    expect(kimsLine).toMatchObject({ undo: { reason: 'Kim scanned it twice', by: { name: 'Owner' } } });
  });
});
