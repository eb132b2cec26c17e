import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntryKind } from '@marketplace/core/ledger/domain/ledger-entry';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { adminClient, createDeal, expectError, newCustomer, newVerifiedBusiness, standardDeal, unique, type BusinessAccount } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function book(businessId: number, kind: LedgerEntryKind, amountCents: number, occurredAt: string, purchaseId: number | null = null): Promise<void> {
  const written = await server.infrastructure.repositories.ledger.append(
    [{ businessId, kind, amountCents, sourceKey: `${kind}:payouts-test:${unique()}`, purchaseId, providerObjectId: null, occurredAt: new Date(occurredAt) }],
    new Date(),
  );
  expect(written).toBe(1);
}

/** A verified business in New York with a sale of a deal whose title a spreadsheet would run, booked around the W10 DST week. */
async function businessWithAWeek(): Promise<{ shop: BusinessAccount; purchaseId: number }> {
  const shop = await newVerifiedBusiness(server);
  expect((await shop.client.patch('/api/business/settings', { timeZone: 'America/New_York' })).body).toEqual({ timeZone: 'America/New_York' });
  const deal = await createDeal(shop.client, standardDeal({ title: '=HYPERLINK("http://evil.example","Brunch")' }));
  // Stored as it was in March (a checkout now would book its sale now): the ledger lines below are its movements.
  const customer = await newCustomer(server);
  const purchase = await server.infrastructure.repositories.purchases.add(aPurchase({ userId: customer.id, dealId: deal.id, businessId: shop.id, purchaseDate: new Date('2026-03-02T05:00:00Z') }));
  // Before W10: owed 30.00 (40.00 sold, 10.00 fee).
  await book(shop.id, 'sale', 4000, '2026-02-20T15:00:00Z');
  await book(shop.id, 'platform_fee', -1000, '2026-02-20T15:00:00Z');
  // Monday 2 March 00:00 EST: the first instant of W10.
  await book(shop.id, 'sale', 1000, '2026-03-02T05:00:00Z', purchase.id);
  await book(shop.id, 'platform_fee', -250, '2026-03-02T05:00:00Z', purchase.id);
  await book(shop.id, 'transfer', -3000, '2026-03-05T17:00:00Z');
  await book(shop.id, 'subscription_charge', 2500, '2026-03-06T17:00:00Z');
  // Sunday 8 March 23:30 EDT (the clocks went forward that morning): still W10.
  await book(shop.id, 'refund', -1000, '2026-03-09T03:30:00Z', purchase.id);
  await book(shop.id, 'fee_refund', 250, '2026-03-09T03:30:00Z', purchase.id);
  // Monday 9 March 00:00 EDT: W11.
  await book(shop.id, 'bank_payout', 3000, '2026-03-09T04:00:00Z');
  return { shop, purchaseId: purchase.id };
}

describe('payouts over HTTP', () => {
  it('a business sees its balance, its weeks and a statement in its own time zone', async () => {
    const { shop, purchaseId } = await businessWithAWeek();
    const overview = await shop.client.get('/api/business/payouts');
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ timeZone: 'America/New_York', balance: { owed: 0, inTransit: 0, paid: 30, earned: 30 }, weeks: ['2026-W11', '2026-W10', '2026-W08'] });
    expect(overview.body.currentWeek).toMatch(/^\d{4}-W\d{2}$/);

    const statement = await shop.client.get('/api/business/payouts/statements/2026-W10');
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({
      week: '2026-W10',
      timeZone: 'America/New_York',
      from: '2026-03-02T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
      openingBalance: 30,
      closingBalance: 0,
      subscriptionCharges: [{ amount: 25, localTime: '2026-03-06T12:00:00-05:00' }],
    });
    expect(statement.body.lines.map((line: { kind: string; amount: number; balanceAfter: number }) => [line.kind, line.amount, line.balanceAfter])).toEqual([
      ['sale', 10, 40],
      ['platform_fee', -2.5, 37.5],
      ['transfer', -30, 7.5],
      ['refund', -10, -2.5],
      ['fee_refund', 2.5, 0],
    ]);
    expect(statement.body.lines[0]).toMatchObject({ purchaseId, dealTitle: '=HYPERLINK("http://evil.example","Brunch")', localTime: '2026-03-02T00:00:00-05:00' });
    expect(statement.body.lines[3].localTime).toBe('2026-03-08T23:30:00-04:00');

    const next = await shop.client.get('/api/business/payouts/statements/2026-W11');
    expect(next.body).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [{ kind: 'bank_payout', amount: 30, localTime: '2026-03-09T00:00:00-04:00' }] });
  });

  it('downloads the statement as CSV, the deal title neutralised', async () => {
    const { shop, purchaseId } = await businessWithAWeek();
    const reply = await shop.client.get('/api/business/payouts/statements/2026-W10/csv');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="statement-2026-W10.csv"');
    const lines = reply.text.split('\r\n');
    expect(lines[0]).toBe('business_id,business,week,time_zone,date,kind,description,purchase_id,deal,amount,balance');
    const prefix = `${shop.id},${shop.name},2026-W10,America/New_York`;
    expect(lines[1]).toBe(`${prefix},2026-03-02 00:00,opening_balance,Owed to you when the week began (2026-03-02),,,,30.00`);
    expect(lines[2]).toBe(`${prefix},2026-03-02 00:00,sale,Sale: purchase #${purchaseId} paid,${purchaseId},"'=HYPERLINK(""http://evil.example"",""Brunch"")",10.00,40.00`);
    expect(lines.filter((line) => line.includes(',=')).length).toBe(0);
    expect(lines.at(-3)).toBe(`${prefix},2026-03-09 00:00,closing_balance,Owed to you when the week ended (2026-03-08),,,,0.00`);
    expect(lines.at(-2)).toBe(`${prefix},2026-03-06 12:00,subscription_charge,"Monthly subscription, paid by card (not part of your balance)",,,25.00,`);
    expect(lines.at(-1)).toBe('');
  });

  it('refuses a bad week with 400 and a clear message', async () => {
    const shop = await newVerifiedBusiness(server);
    for (const week of ['2026-48', '2026-W54', 'latest']) {
      expectError(await shop.client.get(`/api/business/payouts/statements/${week}`), 400, /ISO week/);
      expectError(await shop.client.get(`/api/business/payouts/statements/${week}/csv`), 400, /ISO week/);
    }
    expectError(await shop.client.get('/api/business/payouts/statements/2025-W53'), 400, '2025 has 52 ISO weeks: there is no 2025-W53');
    expectError(await shop.client.patch('/api/business/settings', { timeZone: 'Middle/Earth' }), 400, /time zone/);
    expectError(await shop.client.patch('/api/business/settings', {}), 400);
  });

  it('keeps businesses apart and the rest out', async () => {
    const { shop } = await businessWithAWeek();
    const other = await newVerifiedBusiness(server);
    const theirs = await other.client.get('/api/business/payouts/statements/2026-W10');
    expect(theirs.body).toMatchObject({ businessId: other.id, openingBalance: 0, lines: [] });
    expect((await other.client.get('/api/business/payouts')).body).toMatchObject({ balance: { owed: 0, inTransit: 0, paid: 0, earned: 0 }, weeks: [] });
    expect((await other.client.get('/api/business/payouts/statements/2026-W10/csv')).text).not.toContain(shop.name);

    const customer = (await newCustomer(server)).client;
    const admin = await adminClient(server);
    for (const path of ['/api/business/payouts', '/api/business/payouts/statements/2026-W10', '/api/business/payouts/statements/2026-W10/csv', '/api/business/settings']) {
      expectError(await server.client().get(path), 401);
      expectError(await customer.get(path), 403);
      expectError(await admin.get(path), 403);
    }
    // A stranger learns nothing from the week: who asks is checked first.
    expectError(await server.client().get('/api/business/payouts/statements/nonsense/csv'), 401);
    for (const path of ['/api/admin/payouts', '/api/admin/payouts/statements/2026-W10/csv']) {
      expectError(await server.client().get(path), 401);
      expectError(await customer.get(path), 403);
      expectError(await shop.client.get(path), 403);
    }
    expectError(await shop.client.get('/api/admin/payouts/statements/nonsense/csv'), 403);
  });

  it("the admin sees every business's balance and exports a week of every business in its own zone", async () => {
    const { shop } = await businessWithAWeek();
    const west = await newVerifiedBusiness(server);
    await west.client.patch('/api/business/settings', { timeZone: 'America/Los_Angeles' });
    // Sunday 8 March 23:30 in Los Angeles is Monday 9 March in New York: W10 for the one, not the other.
    await book(west.id, 'sale', 2000, '2026-03-09T06:30:00Z');
    // Sunday 1 March 23:30 in Los Angeles (Monday 2 March in New York and UTC): the week before, for the one; its opening balance.
    await book(west.id, 'sale', 500, '2026-03-02T07:30:00Z');
    const quiet = await newVerifiedBusiness(server);

    const admin = await adminClient(server);
    const balances = await admin.get('/api/admin/payouts');
    expect(balances.status).toBe(200);
    const byId = new Map((balances.body.businesses as { id: number }[]).map((row) => [row.id, row]));
    expect(byId.get(shop.id)).toEqual({ id: shop.id, name: shop.name, timeZone: 'America/New_York', balance: { owed: 0, inTransit: 0, paid: 30, earned: 30 } });
    expect(byId.get(west.id)).toMatchObject({ balance: { owed: 25, inTransit: 0, paid: 0, earned: 25 } });
    expect(byId.get(quiet.id)).toMatchObject({ balance: { owed: 0, inTransit: 0, paid: 0, earned: 0 } });

    const csv = await admin.get('/api/admin/payouts/statements/2026-W10/csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="statements-2026-W10.csv"');
    const rows = csv.text.split('\r\n');
    expect(rows.filter((row) => row.startsWith(`${shop.id},`)).map((row) => row.split(',')[5])).toEqual([
      'opening_balance', 'sale', 'platform_fee', 'transfer', 'refund', 'fee_refund', 'closing_balance', 'subscription_charge',
    ]);
    expect(rows.filter((row) => row.startsWith(`${west.id},`))).toEqual([
      `${west.id},${west.name},2026-W10,America/Los_Angeles,2026-03-02 00:00,opening_balance,Owed to you when the week began (2026-03-02),,,,5.00`,
      `${west.id},${west.name},2026-W10,America/Los_Angeles,2026-03-08 23:30,sale,Sale: a purchase paid,,,20.00,25.00`,
      `${west.id},${west.name},2026-W10,America/Los_Angeles,2026-03-09 00:00,closing_balance,Owed to you when the week ended (2026-03-08),,,,25.00`,
    ]);
    expect(rows.some((row) => row.startsWith(`${quiet.id},`))).toBe(false);
    expectError(await admin.get('/api/admin/payouts/statements/2026-W60/csv'), 400, /ISO weeks/);
  });
});
