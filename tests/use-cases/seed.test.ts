import { describe, expect, it } from 'vitest';
import { ALL_DEAL_CATEGORIES, DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { DEMO_BUSINESSES, DEMO_DEALS } from '@marketplace/core/demo/domain/demo-catalogue';
import { DEMO_REVIEWERS, DEMO_REVIEWS } from '@marketplace/core/demo/domain/demo-reviews';
import { ADMIN_CREDENTIALS, createHarness } from './harness.js';

describe('demo seed', () => {
  it('creates the admin (id 999), the demo accounts and at least 30 deals across every category', async () => {
    const h = createHarness();
    const report = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    expect(report).toMatchObject({ adminCreated: true, categoriesCreated: 9, customersCreated: 1, businessesCreated: 10, dealsCreated: DEMO_DEALS.length });
    expect(DEMO_DEALS.length).toBeGreaterThanOrEqual(30);
    const deals = await h.repositories.deals.findByIds(DEMO_DEALS.map((deal) => deal.id));
    // Services joined the shared list with the wizard (issue 16); the demo catalogue has no such deal.
    expect(new Set(deals.map((deal) => deal.category))).toEqual(new Set(DEAL_CATEGORIES.filter((name) => name !== 'Services')));
    expect(deals.some((deal) => deal.isSliderDeal && deal.id > 104)).toBe(true);
    expect(deals.some((deal) => deal.toProps().featured)).toBe(true);
    expect(deals.filter((deal) => deal.endDate < h.clock.now()).length).toBeGreaterThanOrEqual(3);
    expect(deals.filter((deal) => !deal.active).length).toBeGreaterThanOrEqual(3);
    const cities = new Set((await h.listBusinesses.execute()).map((business) => business.toProps().city));
    expect(cities).toEqual(new Set(['Austin', 'Denver', 'Portland']));
    expect((await h.repositories.users.findById(999))?.isAdmin).toBe(true);
    expect((await h.repositories.categories.list()).map((category) => category.name)).toEqual([...ALL_DEAL_CATEGORIES]);
  });

  it('writes the demo reviews as the product would: used purchases, the counters matching the rows, "New" elsewhere', async () => {
    const h = createHarness();
    const report = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    expect(report.reviewsCreated).toBe(DEMO_REVIEWS.length);
    for (const demo of DEMO_BUSINESSES) {
      const business = await h.repositories.businesses.findByEmail(demo.email);
      const { reviews, total } = await h.repositories.reviews.listForBusiness(business!.id, { includeHidden: false }, { page: 1, limit: 100 });
      const stars = reviews.map((view) => view.review.toProps().rating);
      expect(business!.toProps()).toMatchObject({ ratingCount: total, ratingSum: stars.reduce((sum, rating) => sum + rating, 0) });
      for (const view of reviews) expect((await h.repositories.purchases.findById(view.review.toProps().purchaseId))!.redemptionsUsed).toBe(1);
    }
    const rated = await h.repositories.deals.findById(102);
    expect((await h.repositories.businesses.findById(rated!.businessId))!.rating).toEqual({ average: 4.5, count: 2 });
    const demoBusiness = await h.repositories.businesses.findByEmail(DEMO_BUSINESSES[0]!.email);
    expect(demoBusiness!.rating).toBeNull();
    for (const reviewer of DEMO_REVIEWERS) expect((await h.repositories.users.findByEmail(reviewer.email))!.toProps().disabledAt).not.toBeNull();
  });

  it('is idempotent', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    const again = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    expect(again).toEqual({
      adminCreated: false,
      adminUpdated: false,
      adminSessionsClosed: 0,
      categoriesCreated: 0,
      customersCreated: 0,
      businessesCreated: 0,
      dealsCreated: 0,
      demoAccountsDisabled: 0,
      demoAccountsEnabled: 0,
      staffCreated: 0,
      reviewsCreated: 0,
    });
  });

  it('updates the admin from configuration and creates nothing else without demo mode', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false });
    expect(await h.repositories.deals.findById(101)).toBeNull();
    const report = await h.seed.execute({ admin: { email: 'Boss@Example.com', password: 'new-password' }, demo: false });
    expect(report.adminUpdated).toBe(true);
    expect((await h.logInAdmin.execute({ email: 'boss@example.com', password: 'new-password' })).id).toBe(999);
  });

  it('disables the demo accounts when demo mode is off and enables them again when it is on', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    const customer = await h.demoLogin.execute('user');
    const session = await h.openSession.execute(customer);

    const off = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false });
    expect(off.demoAccountsDisabled).toBe(1 + DEMO_BUSINESSES.length);
    expect(await h.repositories.sessions.findById(session.id)).toBeNull();
    for (const business of DEMO_BUSINESSES) expect((await h.repositories.businesses.findByEmail(business.email))?.disabled).toBe(true);
    expect((await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false })).demoAccountsDisabled).toBe(0);

    const on = await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
    expect(on.demoAccountsEnabled).toBe(1 + DEMO_BUSINESSES.length);
    expect((await h.repositories.users.findByEmail(DEMO_CUSTOMER.email))?.disabled).toBe(false);
  });

  it('ends the admin sessions when the configured password changes, not otherwise', async () => {
    const h = createHarness();
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false });
    const admin = await h.logInAdmin.execute(ADMIN_CREDENTIALS);
    const kept = await h.openSession.execute({ type: 'user', user: admin });
    expect((await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false })).adminSessionsClosed).toBe(0);
    expect(await h.resumeSession.execute(kept.id)).not.toBeNull();

    const changed = await h.seed.execute({ admin: { ...ADMIN_CREDENTIALS, password: 'another-password' }, demo: false });
    expect(changed).toMatchObject({ adminUpdated: true, adminSessionsClosed: 1 });
    expect(await h.resumeSession.execute(kept.id)).toBeNull();
  });

  it('refuses an admin email that belongs to a customer', async () => {
    const h = createHarness();
    await h.registerCustomer.execute({ username: 'x', email: 'taken@example.com', password: 'secret1' });
    await expect(h.seed.execute({ admin: { email: 'taken@example.com', password: 'p' }, demo: false })).rejects.toMatchObject({ code: 'admin.email_taken' });
  });
});
