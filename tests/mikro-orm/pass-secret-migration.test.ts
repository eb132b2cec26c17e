import type { MikroORM } from '@mikro-orm/core';
import type { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { Migration20251218000000PurchasePassSecret } from '@marketplace/adapters-mikro-orm/migrations/20251218000000-purchase-pass-secret.migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase, type TestEngine } from './test-database.js';

const engines: TestEngine[] = (await mainTargetIsPostgres()) ? ['postgresql', 'embedded'] : ['embedded'];

function migrationStatements(): string[] {
  const migration = new Migration20251218000000PurchasePassSecret(undefined as never, undefined as never);
  void migration.up();
  return migration.getQueries().map(String);
}

/** Raw SQL on the test's own connection (the migration as the migrator runs it, on either engine). */
async function execute(database: MikroOrmDatabase, sql: string): Promise<void> {
  await (database as unknown as { orm: MikroORM }).orm.em.getConnection().execute(sql);
}

describe.each(engines)('migration 20251218000000 on %s: every purchase gets its own pass secret', (engine) => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase({ engine });
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('fills purchases made before it with distinct 256-bit base64url secrets', async () => {
    const { repositories } = opened.database;
    const { user, business, deal } = await givenAShop(repositories);
    const owners = { userId: user.id, dealId: deal.id, businessId: business.id };
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await repositories.purchases.add(aPurchase(owners))).id);

    // As the table was before the migration, then the migration.
    await execute(opened.database, 'alter table "purchases" drop column "pass_secret"');
    for (const statement of migrationStatements()) await execute(opened.database, statement);

    const secrets = await Promise.all(ids.map(async (id) => (await repositories.purchases.findById(id))?.toProps().passSecret));
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(secrets).size).toBe(ids.length);
    expect(secrets).not.toContain(aPurchase(owners).passSecret);
  });
});
