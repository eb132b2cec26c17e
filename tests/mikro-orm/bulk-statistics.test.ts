import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal } from '../contracts/mothers/deal.mother.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

const DEALS = 3_000;

/**
 * Right after a bulk load PostgreSQL has no statistics for the new rows (autovacuum comes later):
 * the planner takes the deals table for a few hundred rows and counts through the heap. The
 * loader's refreshStatistics gives it the real size and an all-visible map (index-only counts).
 */
describe('bulk loader statistics (PostgreSQL)', () => {
  let opened: TestDatabase;
  let client: pg.Client | null = null;

  beforeAll(async () => {
    opened = await openTestDatabase();
    if (!opened.url) return;
    client = new pg.Client({ connectionString: opened.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await opened.close();
  });

  const table = async () =>
    (await client!.query<{ reltuples: number; relallvisible: number }>(`select reltuples::int as reltuples, relallvisible from pg_class where relname = 'deals'`)).rows[0]!;

  it('gives the planner the loaded size and marks the pages all-visible', async (context) => {
    if (!client) return context.skip('needs a PostgreSQL server');
    const { bulkLoader } = opened.database;
    const [businessId] = await bulkLoader.insertBusinesses([aBusiness()]);
    await bulkLoader.insertDeals(Array.from({ length: DEALS }, (_, index) => aDeal({ businessId: businessId!, title: `Deal ${index}` })));
    const before = await table();
    expect(before.reltuples).toBeLessThan(DEALS);

    await bulkLoader.refreshStatistics();

    const after = await table();
    expect(after.reltuples).toBe(DEALS);
    expect(after.relallvisible).toBeGreaterThan(0);
    const plan = (await client.query(`explain select id from deals`)).rows
      .map((row: Record<string, string>) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain(`rows=${DEALS} `);
  });
});
