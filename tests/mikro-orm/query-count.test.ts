import { listedBusinessOf } from '@marketplace/core/deals/domain/listed-business';
import type { DealFilter } from '@marketplace/core/deals/ports/deal.repository.port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal } from '../contracts/mothers/deal.mother.js';
import { aLocation } from '../contracts/mothers/location.mother.js';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { RedeemMyPurchase } from '@marketplace/core/purchases/application/redeem-my-purchase.use-case';
import { ZipcodesZipGeocoder } from '@marketplace/adapters-geo/zipcodes-zip-geocoder';
import pg from 'pg';
import { openTestDatabase, type TestDatabase } from './test-database.js';

const LIMITS = [1, 12, 100];
const DEALS_PER_BUSINESS = 60;
const AT = new Date('2025-06-15T12:00:00.000Z');
/** Dallas's 75201 centre: the Dallas and Portland businesses get a located shop (see beforeAll). */
const DALLAS = new ZipcodesZipGeocoder().locate('75201')!;
const NEAR_DALLAS = { point: { latitude: DALLAS.latitude, longitude: DALLAS.longitude }, radiusKm: 25 };

/** The deal lists the storefront and the dashboard ask for, from no filter to every filter. */
const FILTERS: Record<string, DealFilter> = {
  'no filter': {},
  'visible deals': { visibility: { at: AT, visible: true } },
  'a business, any state': { businessId: 1 },
  'every filter': {
    category: 'Coffee',
    featured: false,
    active: true,
    visibility: { at: AT, visible: true },
    text: 'deal',
    location: 'austin, tx',
  },
  'near a point': { near: NEAR_DALLAS },
  'near a point, with every other filter': {
    category: 'Coffee',
    featured: false,
    active: true,
    visibility: { at: AT, visible: true },
    text: 'deal',
    location: 'dallas, tx',
    near: NEAR_DALLAS,
  },
};

/**
 * A page of deals plus its total costs the same statements whatever the page size (no query per
 * deal), and so does looking up the businesses of a page. Statements are counted as MikroORM runs
 * them, through the database's query listener.
 */
describe('query count of list reads', () => {
  const statements: string[] = [];
  const parameters: (readonly unknown[])[] = [];
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase({
      onQuery: (sql, params) => {
        statements.push(sql);
        parameters.push(params ?? []);
      },
    });
    const { repositories, transactions } = opened.database;
    await transactions.run(async ({ businesses, deals, locations }) => {
      const places = [
        { city: 'Austin', state: 'TX', zip: '78701' },
        { city: 'Dallas', state: 'TX', zip: '75201' },
        { city: 'Portland', state: 'OR', zip: '97201' },
      ];
      for (const place of places) {
        const business = await businesses.add(aBusiness(place));
        const located = new ZipcodesZipGeocoder().locate(place.zip)!;
        const coordinates = { latitude: located.latitude, longitude: located.longitude };
        if (place.city !== 'Austin') await locations.add(aLocation(business.id, { ...place, coordinates }));
        for (let i = 0; i < DEALS_PER_BUSINESS; i += 1) {
          await deals.add(aDeal({ businessId: business.id, featured: i % 5 === 0 }));
        }
      }
    });
    expect((await repositories.deals.list({}, { page: 1, limit: 1 })).total).toBe(3 * DEALS_PER_BUSINESS);
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  async function countStatements(read: () => Promise<unknown>): Promise<number> {
    statements.length = 0;
    parameters.length = 0;
    await read();
    return statements.length;
  }

  for (const [name, filter] of Object.entries(FILTERS)) {
    it(`lists a page of deals with its businesses and total in one statement for limits ${LIMITS.join(', ')}: ${name}`, async () => {
      const { deals, businesses } = opened.database.repositories;
      const counts: number[] = [];
      for (const limit of LIMITS) {
        let page: Awaited<ReturnType<typeof deals.list>> | undefined;
        counts.push(
          await countStatements(async () => {
            page = await deals.list(filter, { page: 1, limit });
          }),
        );
        expect(page!.deals.length).toBeGreaterThan(0);
        expect(page!.deals.length).toBeLessThanOrEqual(limit);
        const expected = await businesses.findByIds(page!.deals.map((deal) => deal.businessId));
        expect(page!.businesses).toEqual(expected.map(listedBusinessOf));
      }

      expect(counts).toEqual(LIMITS.map(() => 1));
    });

    it(`answers the total in one statement when the page is past the last: ${name}`, async () => {
      const { deals } = opened.database.repositories;
      const total = (await deals.list(filter, { page: 1, limit: 1 })).total;
      let page: Awaited<ReturnType<typeof deals.list>> | undefined;
      const count = await countStatements(async () => {
        page = await deals.list(filter, { page: 1000, limit: 12 });
      });
      expect({ count, deals: page!.deals, businesses: page!.businesses, total: page!.total }).toEqual({ count: 1, deals: [], businesses: [], total });
    });
  }

  it('writes the flags, the instant (to the second) and the page into a list: one text all through a second, to be prepared once', async () => {
    const { deals } = opened.database.repositories;
    const home = (at: string): DealFilter => ({ featured: true, visibility: { at: new Date(at), visible: true, listed: true } });
    const texts: string[] = [];
    for (const at of ['2025-06-15T12:00:00.000Z', '2025-06-15T12:00:00.999Z', '2025-06-15T12:00:01.000Z']) {
      await countStatements(() => deals.list(home(at), { page: 2, limit: 4 }));
      expect(parameters).toEqual([[]]);
      texts.push(statements[0]!);
    }
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).not.toBe(texts[0]);
    expect(texts[0]).toContain(`d.featured = true and d.active and d.start_date <= '2025-06-15T12:00:00.000Z'::timestamptz`);
    expect(texts[0]).toContain('limit 4 offset 4');
    // What varies freely stays bound.
    await countStatements(() => deals.list({ category: 'Coffee', text: "o'brien" }, { page: 1, limit: 12 }));
    expect(parameters[0]).toEqual(['Coffee', '%o\'brien%', '%o\'brien%', 'Coffee', '%o\'brien%', '%o\'brien%']);
  });

  it('writes only whole counts into a list statement', async () => {
    const { deals } = opened.database.repositories;
    await expect(deals.list({}, { page: 1, limit: 1.5 })).rejects.toThrow(RangeError);
    await expect(deals.list({}, { page: 1, limit: Number.NaN })).rejects.toThrow(RangeError);
  });

  it('finds the locations near a point through their GiST index, on PostgreSQL', async ({ skip }) => {
    if (opened.url === null) return skip('EXPLAIN runs over a pg connection of its own');
    await countStatements(() => opened.database.repositories.deals.list({ near: NEAR_DALLAS }, { page: 1, limit: 12 }));
    const [sql, params] = [statements[0]!, parameters[0]!];
    let n = 0;
    const client = new pg.Client({ connectionString: opened.url });
    await client.connect();
    try {
      // Three located shops are a table the planner would rather scan: the index must be usable, not chosen.
      await client.query('set enable_seqscan = off');
      const plan = await client.query(`explain (costs off) ${sql.replace(/\?/g, () => `$${(n += 1)}`)}`, [...params]);
      expect(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')).toContain('business_locations_earth_idx');
    } finally {
      await client.end();
    }
  });

  it('finds the businesses of a page of any size in one statement', async () => {
    const { deals, businesses } = opened.database.repositories;
    const counts: number[] = [];
    for (const limit of LIMITS) {
      const page = await deals.list({}, { page: 1, limit });
      let found = 0;
      counts.push(
        await countStatements(async () => {
          found = (await businesses.findByIds(page.deals.map((deal) => deal.businessId))).length;
        }),
      );
      expect(found).toBe(new Set(page.deals.map((deal) => deal.businessId)).size);
    }

    expect(counts).toEqual(LIMITS.map(() => 1));
  });

  it('finds a page of deals by id in one statement', async () => {
    const { deals } = opened.database.repositories;
    const ids = (await deals.list({}, { page: 1, limit: 100 })).deals.map((deal) => deal.id);

    const counts = [];
    for (const limit of LIMITS) counts.push(await countStatements(() => deals.findByIds(ids.slice(0, limit))));

    expect(counts).toEqual(LIMITS.map(() => 1));
  });

  it('reads one deal with where to use it in one statement (the deal with its business and its locations), however many locations', async () => {
    const { deals, locations } = opened.database.repositories;
    const [deal] = (await deals.list({ businessId: 1 }, { page: 1, limit: 1 })).deals;
    const getDeal = new GetDeal({ deals, withLocations: true, clock: new FixedClock(AT) });
    const owner = { kind: 'business', businessId: 1, role: 'business', teamRole: 'owner', staffId: null } as const;

    const before = await countStatements(() => getDeal.execute(owner, deal!.id));
    for (let i = 0; i < 5; i += 1) await locations.add(aLocation(1));
    let shown = 0;
    const after = await countStatements(async () => {
      shown = (await getDeal.execute(owner, deal!.id)).locations.length;
    });

    expect(shown).toBe(5);
    expect([before, after]).toEqual([1, 1]);
  });

  it("redeems a customer's own purchase in one statement, and reads it only to say why a redeem was refused", async () => {
    const { repositories } = opened.database;
    const user = await repositories.users.add(aUser());
    const stranger = await repositories.users.add(aUser());
    const [deal] = (await repositories.deals.list({ businessId: 1 }, { page: 1, limit: 1 })).deals;
    const purchase = await repositories.purchases.add(aPurchase({ userId: user.id, dealId: deal!.id, businessId: 1, redemptions: 1, expiryDate: null }));
    const redeem = new RedeemMyPurchase({ purchases: repositories.purchases, clock: new FixedClock(AT) });
    const customer = (id: number) => ({ kind: 'customer', userId: id }) as const;

    const redeemed = await countStatements(() => redeem.execute(customer(user.id), purchase.id));
    const usedUp = await countStatements(() => redeem.execute(customer(user.id), purchase.id).catch(() => undefined));
    const another = await countStatements(() => redeem.execute(customer(stranger.id), purchase.id).catch(() => undefined));

    expect({ redeemed, usedUp, another }).toEqual({ redeemed: 1, usedUp: 2, another: 2 });
  });

  it('adds a purchase inside a transaction in one statement, without a savepoint, taken code or not', async () => {
    const { repositories, transactions } = opened.database;
    const user = await repositories.users.add(aUser());
    const [deal] = (await repositories.deals.list({ businessId: 1 }, { page: 1, limit: 1 })).deals;
    const owners = { userId: user.id, dealId: deal!.id, businessId: 1 };
    const write = (textCode: string) => transactions.run(({ purchases }) => purchases.add(aPurchase({ ...owners, textCode })));
    await write('COUNT-0001');

    const added = await countStatements(() => write('COUNT-0002'));
    // A taken code: the insert does nothing, and one read of the payment tells why.
    const refused = await countStatements(() => write('COUNT-0001').catch(() => undefined));

    const inTransaction = (count: number) => count - 2; // begin and commit (or rollback)
    expect({ added: inTransaction(added), refused: inTransaction(refused), savepoints: statements.filter((sql) => /savepoint/i.test(sql)) }).toEqual({
      added: 1,
      refused: 2,
      savepoints: [],
    });
  });
});
