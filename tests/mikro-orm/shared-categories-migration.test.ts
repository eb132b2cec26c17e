import { Migration20251111000000SharedCategoriesOfferedPrices } from '@marketplace/adapters-mikro-orm/migrations/20251111000000-shared-categories-offered-prices.migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../pg-statements.js';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal, aSliderDeal } from '../contracts/mothers/deal.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

/** The statements of the issue-16 data migration, run again on rows written the way older code wrote them. */
function migrationStatements(): string[] {
  const migration = new Migration20251111000000SharedCategoriesOfferedPrices(undefined as never, undefined as never);
  void migration.up();
  return migration.getQueries().map(String);
}

describe.skipIf(!onPostgres)('migration 20251111000000: shared categories and offered prices', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('moves the wizard categories into the shared list and caps a slider maximum at its last step', async () => {
    const { repositories } = opened.database;
    const business = await repositories.businesses.add(aBusiness());
    await repositories.categories.ensure(['Food & Drink', 'Health & Wellness']);
    const food = await repositories.deals.add(aDeal({ businessId: business.id, category: 'Food & Drink' }));
    const health = await repositories.deals.add(aDeal({ businessId: business.id, category: 'Health & Wellness' }));
    const unknown = await repositories.deals.add(aDeal({ businessId: business.id, category: 'Casino' }));
    const services = await repositories.deals.add(aDeal({ businessId: business.id, category: 'Services' }));
    const wide = await repositories.deals.add(
      aSliderDeal({ businessId: business.id, minPriceCents: 500, maxPriceCents: 5000, discountSteps: [10, 15, 20, 25, 30, 35] }),
    );
    const fitting = await repositories.deals.add(
      aSliderDeal({ businessId: business.id, minPriceCents: 1000, maxPriceCents: 3500, discountSteps: [10, 15, 20, 25, 30, 35] }),
    );

    await onServer(opened.url ?? '', ...migrationStatements());

    const stored = async (id: number) => (await repositories.deals.findById(id))!.toProps();
    expect((await stored(food.id)).category).toBe('Restaurant');
    expect((await stored(health.id)).category).toBe('Wellness');
    expect((await stored(unknown.id)).category).toBe('Other');
    expect((await stored(services.id)).category).toBe('Services');
    expect((await stored(wide.id)).maxPriceCents).toBe(3000);
    expect((await stored(fitting.id)).maxPriceCents).toBe(3500);
    const categories = (await repositories.categories.list()).map((category) => category.name);
    expect(categories).toContain('Services');
    expect(categories).not.toContain('Food & Drink');
  });
});
