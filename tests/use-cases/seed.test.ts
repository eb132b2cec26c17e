import { describe, expect, it } from 'vitest';
import { ALL_DEAL_CATEGORIES, DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { DEMO_DEALS } from '@marketplace/core/demo/domain/demo-catalogue';
import { ADMIN_CREDENTIALS, createHarness } from './harness.js';

describe('demo seed', () => {
  it('creates the admin (id 999), the demo accounts and at least 30 deals across every category', async () => {
    const h = createHarness();
    const report = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    expect(report).toMatchObject({ adminCreated: true, categoriesCreated: 11, customersCreated: 1, businessesCreated: 10, dealsCreated: DEMO_DEALS.length });
    expect(DEMO_DEALS.length).toBeGreaterThanOrEqual(30);
    const deals = await h.repositories.deals.findByIds(DEMO_DEALS.map((deal) => deal.id));
    expect(new Set(deals.map((deal) => deal.category))).toEqual(new Set(DEAL_CATEGORIES));
    expect(deals.some((deal) => deal.isSliderDeal && deal.id > 104)).toBe(true);
    expect(deals.some((deal) => deal.toProps().featured)).toBe(true);
    expect(deals.filter((deal) => deal.endDate < h.clock.now()).length).toBeGreaterThanOrEqual(3);
    expect(deals.filter((deal) => !deal.active).length).toBeGreaterThanOrEqual(3);
    const cities = new Set((await h.listBusinesses.execute()).map((business) => business.toProps().city));
    expect(cities).toEqual(new Set(['Austin', 'Denver', 'Portland']));
    expect((await h.repositories.users.findById(999))?.isAdmin).toBe(true);
    expect((await h.repositories.categories.list()).map((category) => category.name)).toEqual([...ALL_DEAL_CATEGORIES]);
  });

  it('is idempotent', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    const again = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    expect(again).toEqual({ adminCreated: false, adminUpdated: false, categoriesCreated: 0, customersCreated: 0, businessesCreated: 0, dealsCreated: 0 });
  });

  it('updates the admin from configuration and creates nothing else without demo mode', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false });
    expect(await h.repositories.deals.findById(101)).toBeNull();
    const report = await h.seed.execute({ admin: { email: 'Boss@Example.com', password: 'new-password' }, demo: false });
    expect(report.adminUpdated).toBe(true);
    expect((await h.logInAdmin.execute({ email: 'boss@example.com', password: 'new-password' })).id).toBe(999);
  });

  it('refuses an admin email that belongs to a customer', async () => {
    const h = createHarness();
    await h.registerCustomer.execute({ username: 'x', email: 'taken@example.com', password: 'secret1' });
    await expect(h.seed.execute({ admin: { email: 'taken@example.com', password: 'p' }, demo: false })).rejects.toMatchObject({ code: 'admin.email_taken' });
  });
});
