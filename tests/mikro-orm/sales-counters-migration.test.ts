import { Migration20251224000000SalesCounters } from '@marketplace/adapters-mikro-orm/migrations/20251224000000-sales-counters.migration';
import { cents } from '@marketplace/core/shared/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../pg-statements.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

function migrationStatements(): string[] {
  const migration = new Migration20251224000000SalesCounters(undefined as never, undefined as never);
  void migration.up();
  return migration.getQueries().map(String);
}

describe.skipIf(!onPostgres)('migration 20251224000000: sales counters', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('counts the purchases, bills and ledger rows written before it, and counting again changes nothing', async () => {
    const { repositories } = opened.database;
    const url = opened.url ?? '';
    const { user, business, deal } = await givenAShop(repositories);
    const owners = { userId: user.id, dealId: deal.id, businessId: business.id, expiryDate: null };
    const used = await repositories.purchases.add(aPurchase({ ...owners, redemptions: 2, amountCents: 2000, platformFeeCents: 500, businessShareCents: 1500 }));
    await repositories.purchases.add(aPurchase({ ...owners, status: 'refunded', redemptionsUsed: 1, amountCents: 800, platformFeeCents: 200, businessShareCents: 600 }));
    await repositories.purchases.redeemOnce(used.id, { at: new Date('2025-06-15T12:00:00.000Z'), by: { type: 'business', id: business.id }, channel: 'qr_code', billCents: cents(3100) });
    await repositories.ledger.append(
      [{ businessId: business.id, kind: 'sale', amountCents: 2000, sourceKey: `sale:purchase:${used.id}`, purchaseId: used.id, providerObjectId: null, occurredAt: new Date() }],
      new Date(),
    );
    const counted = { figures: await repositories.purchases.salesFigures(business.id), bills: await repositories.redemptions.recordedBillsOfBusiness(business.id), ledger: await repositories.ledger.totals() };
    // The rows as a database had them before this migration: no counters.
    await onServer(url, 'delete from business_sales_totals', 'delete from business_sales_days', 'delete from ledger_kind_totals');
    expect(await repositories.purchases.salesFigures(business.id)).toMatchObject({ sales: 0, daily: [] });

    await onServer(url, ...migrationStatements());
    await onServer(url, ...migrationStatements());

    expect(counted.figures).toEqual({
      sales: 1,
      revenueCents: 2000,
      businessShareCents: 1500,
      platformFeeCents: 500,
      redemptions: 2,
      refunds: 1,
      daily: [{ day: '2025-03-10', sales: 1, revenueCents: 2000, businessShareCents: 1500 }],
    });
    expect(await repositories.purchases.salesFigures(business.id)).toEqual(counted.figures);
    expect(await repositories.redemptions.recordedBillsOfBusiness(business.id)).toBe(3100);
    expect(counted.bills).toBe(3100);
    expect(await repositories.ledger.totals()).toEqual({ sale: 2000 });
    expect(counted.ledger).toEqual({ sale: 2000 });
  });

  it('recounts the bills of a business when a line of its log is changed or deleted by hand', async () => {
    const { repositories } = opened.database;
    const url = opened.url ?? '';
    const { user, business, deal } = await givenAShop(repositories);
    const purchase = await repositories.purchases.add(aPurchase({ userId: user.id, dealId: deal.id, businessId: business.id, expiryDate: null, redemptions: 2 }));
    const at = new Date('2025-06-15T12:00:00.000Z');
    const by = { type: 'business', id: business.id } as const;
    const first = await repositories.purchases.redeemOnce(purchase.id, { at, by, channel: 'qr_code', billCents: cents(1000) });
    await repositories.purchases.redeemOnce(purchase.id, { at, by, channel: 'qr_code', billCents: cents(700) });

    await onServer(url, `update redemptions set bill_cents = 400 where id = ${first?.redemption.id ?? 0}`);
    expect(await repositories.redemptions.recordedBillsOfBusiness(business.id)).toBe(1100);

    await onServer(url, `delete from redemptions where id = ${first?.redemption.id ?? 0}`);
    expect(await repositories.redemptions.recordedBillsOfBusiness(business.id)).toBe(700);
  });

  it('moves the counts of a purchase changed by hand (its status, uses, amount, day or business), and an update of anything else counts nothing', async () => {
    const { repositories } = opened.database;
    const url = opened.url ?? '';
    const { user, business, deal } = await givenAShop(repositories);
    const other = await givenAShop(repositories);
    const owners = { userId: user.id, dealId: deal.id, businessId: business.id, expiryDate: null };
    const purchase = await repositories.purchases.add(aPurchase({ ...owners, redemptions: 3, redemptionsUsed: 1, amountCents: 2000, platformFeeCents: 500, businessShareCents: 1500 }));
    const figures = (id: number) => repositories.purchases.salesFigures(id);

    await onServer(url, `update purchases set redemptions_used = 2, amount_cents = 2400, business_share_cents = 1800 where id = ${purchase.id}`);
    expect(await figures(business.id)).toMatchObject({ sales: 1, revenueCents: 2400, businessShareCents: 1800, redemptions: 2 });

    await onServer(url, `update purchases set purchase_date = '2025-04-01T10:00:00Z' where id = ${purchase.id}`);
    expect((await figures(business.id)).daily).toEqual([{ day: '2025-04-01', sales: 1, revenueCents: 2400, businessShareCents: 1800 }]);

    await onServer(url, `update purchases set stripe_payment_id = 'ch_by_hand' where id = ${purchase.id}`);
    expect(await figures(business.id)).toMatchObject({ sales: 1, revenueCents: 2400, redemptions: 2 });

    await onServer(url, `update purchases set business_id = ${other.business.id} where id = ${purchase.id}`);
    expect(await figures(business.id)).toMatchObject({ sales: 0, revenueCents: 0, redemptions: 0, refunds: 0, daily: [] });
    expect(await figures(other.business.id)).toMatchObject({ sales: 1, revenueCents: 2400, redemptions: 2, daily: [{ day: '2025-04-01', sales: 1 }] });

    await onServer(url, `update purchases set status = 'refunded' where id = ${purchase.id}`);
    expect(await figures(other.business.id)).toMatchObject({ sales: 0, revenueCents: 0, redemptions: 2, refunds: 1, daily: [] });

    await onServer(url, `delete from purchases where id = ${purchase.id}`);
    expect(await figures(other.business.id)).toMatchObject({ sales: 0, redemptions: 0, refunds: 0 });
  });
});
