import { Migration20251210000000Ledger } from '@marketplace/adapters-mikro-orm/migrations/20251210000000-ledger.migration';
import { balanceFromTotals } from '@marketplace/core/ledger/domain/ledger-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../pg-statements.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

function migrationStatements(): string[] {
  const migration = new Migration20251210000000Ledger(undefined as never, undefined as never);
  void migration.up();
  return migration.getQueries().map(String);
}

describe.skipIf(!onPostgres)('migration 20251210000000: the ledger', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('books the sales, fees and refunds of purchases recorded before the ledger, once', async () => {
    const { repositories } = opened.database;
    const { user, business, deal } = await givenAShop(repositories);
    const owners = { userId: user.id, dealId: deal.id, businessId: business.id };
    const kept = await repositories.purchases.add(aPurchase({ ...owners, amountCents: 2000, platformFeeCents: 500, businessShareCents: 1500 }));
    const refunded = await repositories.purchases.add(
      aPurchase({ ...owners, status: 'refunded', amountCents: 800, platformFeeCents: 200, businessShareCents: 600 }),
    );
    await repositories.purchases.add(aPurchase({ ...owners, status: 'pending', amountCents: 900, platformFeeCents: 225, businessShareCents: 675 }));

    await onServer(opened.url ?? '', ...migrationStatements());
    await onServer(opened.url ?? '', ...migrationStatements());

    const totals = await repositories.ledger.totalsForBusiness(business.id);
    expect(totals).toEqual({ sale: 2800, platform_fee: -700, refund: -800, fee_refund: 200 });
    expect(balanceFromTotals(totals).owedCents).toBe(1500);
    expect(await repositories.ledger.has(`sale:purchase:${kept.id}`)).toBe(true);
    expect(await repositories.ledger.has(`refund:purchase:${refunded.id}`)).toBe(true);
  });

  it('refuses to change or delete an entry', async () => {
    const url = opened.url ?? '';
    await expect(onServer(url, 'update ledger_entries set amount_cents = 1 where kind = \'sale\'')).rejects.toThrow(/append-only/);
    await expect(onServer(url, 'delete from ledger_entries')).rejects.toThrow(/append-only/);
  });
});
