import { Migration20251213000000BusinessTimeZone } from '@marketplace/adapters-mikro-orm/migrations/20251213000000-business-time-zone.migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../pg-statements.js';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

function migrationStatements(): string[] {
  const migration = new Migration20251213000000BusinessTimeZone(undefined as never, undefined as never);
  void migration.up();
  return migration.getQueries().map(String);
}

describe.skipIf(!onPostgres)('migration 20251213000000: business time zones', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it("gives each existing business its state's zone, else the default", async () => {
    const { businesses } = opened.database.repositories;
    // As the column's default leaves them before the update.
    const texan = await businesses.add(aBusiness({ state: ' tx ', timeZone: 'America/New_York' }));
    const californian = await businesses.add(aBusiness({ state: 'CA', timeZone: 'America/New_York' }));
    const nowhere = await businesses.add(aBusiness({ state: null, timeZone: 'America/New_York' }));
    const abroad = await businesses.add(aBusiness({ state: 'Ontario', timeZone: 'America/New_York' }));

    await onServer(opened.url ?? '', ...migrationStatements());

    const zones = (await businesses.findByIds([texan.id, californian.id, nowhere.id, abroad.id])).map((business) => business.timeZone);
    expect(zones).toEqual(['America/Chicago', 'America/Los_Angeles', 'America/New_York', 'America/New_York']);
  });
});
