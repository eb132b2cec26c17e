import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../contracts/mothers/user.mother.js';
import { onServer } from '../pg-statements.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

/**
 * The repositories' prepared reads name their columns (`columnList`), so a migration that adds a
 * column while the app runs (another instance's rollout) leaves them valid: with `select *`,
 * PostgreSQL refused a statement prepared before it, and inside a transaction that aborted the
 * transaction (prepared-statements.ts).
 */
describe.skipIf(!(await mainTargetIsPostgres()))('prepared reads across an added column (PostgreSQL)', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('reads a row by id and a customer’s purchases inside a transaction after another connection added a column', async () => {
    const { repositories, transactions } = opened.database;
    const user = await repositories.users.add(aUser());
    // Three runs each on every pooled connection they meet: prepared from the second run.
    for (let run = 0; run < 12; run += 1) {
      await transactions.run(async (inside) => {
        await inside.users.findById(user.id);
        await inside.purchases.listByUser(user.id);
        await inside.gifts.listByBuyer(user.id);
      });
    }

    await onServer(opened.url ?? '', 'alter table users add column nickname text', 'alter table purchases add column note text', 'alter table gifts add column note text');

    for (let run = 0; run < 12; run += 1) {
      const found = await transactions.run(async (inside) => ({
        user: await inside.users.findById(user.id),
        purchases: await inside.purchases.listByUser(user.id),
        gifts: await inside.gifts.listByBuyer(user.id),
      }));
      expect(found.user?.id).toBe(user.id);
      expect(found.purchases).toEqual([]);
      expect(found.gifts).toEqual([]);
    }
  });
});
