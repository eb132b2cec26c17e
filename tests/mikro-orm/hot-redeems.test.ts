import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

/**
 * A redeem changes a purchase's uses, whether it is redeemed and when: no index of `purchases` may
 * hold those, or every redeem writes a new entry into each of the table's indexes instead of
 * updating the row in place (a HOT update), and the pages keep room for the new versions
 * (migration 20251227000000). PostgreSQL's own statistics of the transaction say which it was.
 */
describe.runIf(onPostgres)('purchases: a redeem is a HOT update (PostgreSQL)', () => {
  let opened: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    opened = await openTestDatabase();
    client = new pg.Client({ connectionString: opened.url! });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await opened?.close();
  });

  it('keeps a tenth of each page of purchases free', async () => {
    const { rows } = await client.query<{ options: string[] | null }>(`select reloptions as options from pg_class where relname = 'purchases'`);
    expect(rows[0]?.options).toContain('fillfactor=90');
  });

  it('updates the uses, the redeemed flag and its time in place, as a redeem sets them', async () => {
    const { repositories } = opened.database;
    const shop = await givenAShop(repositories);
    const purchase = await repositories.purchases.add(aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, redemptions: 3 }));

    await client.query('begin');
    try {
      // The columns REDEEM_ONCE_SQL (mikro-orm-purchase.repository.ts) sets, as it sets them.
      const redeem = `update purchases set redemptions_used = redemptions_used + 1, redeemed = redemptions_used + 1 >= redemptions, redeemed_at = now() where id = $1`;
      for (let use = 0; use < 3; use++) await client.query(redeem, [purchase.id]);
      const { rows } = await client.query<{ updated: string; hot: string }>(
        `select n_tup_upd as updated, n_tup_hot_upd as hot from pg_stat_xact_user_tables where relname = 'purchases'`,
      );
      expect(rows[0]).toEqual({ updated: '3', hot: '3' });
    } finally {
      await client.query('rollback');
    }
  });
});
