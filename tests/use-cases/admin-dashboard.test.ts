import { describe, expect, it } from 'vitest';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { ForbiddenError, UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { ADMIN, buy, createHarness } from './harness.js';
import { givenACustomer, givenAVerifiedBusiness } from './mothers.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A $20 standard deal running from yesterday for 30 days, as the form sends it. */
function aDeal() {
  return createDealPayloadSchema.parse({
    title: 'Lunch special',
    description: 'Any lunch plate, weekdays only.',
    category: 'Restaurant',
    price: 20,
    discountPercent: 20,
    startDate: new Date(NOW.getTime() - DAY_MS).toISOString(),
    endDate: new Date(NOW.getTime() + 30 * DAY_MS).toISOString(),
    maxRedemptionsPerUser: 3,
    active: true,
  });
}

describe('the admin dashboard use cases', () => {
  it('are for the special admin only: owners, plain businesses and customers are refused', async () => {
    const h = createHarness({ now: NOW });
    const { actor: customer } = await givenACustomer(h);
    const { actor: business } = await givenAVerifiedBusiness(h);
    const plain = await h.registerBusiness.execute({ name: 'Plain', email: 'plain@x.io', password: 'secret1', category: 'Retail' });

    for (const actor of [customer, business, plain.toActor()]) {
      await expect(h.listBusinessesForAdmin.execute(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.platformFigures.execute(actor)).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(h.listBusinessesForAdmin.execute({ kind: 'anonymous' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(h.platformFigures.execute({ kind: 'anonymous' })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('lists businesses newest first with their deal counts, and finds the unverified ones', async () => {
    const h = createHarness({ now: NOW });
    const first = await h.registerBusiness.execute({ name: 'First Shop', email: 'first@x.io', password: 'secret1', category: 'Retail' });
    const second = await h.registerBusiness.execute({ name: 'Second Shop', email: 'second@x.io', password: 'secret1', category: 'Retail', city: 'Boulder' });
    await h.createDeal.execute(second.toActor(), aDeal());
    await h.verifyBusiness.execute(ADMIN, first.id);
    await h.createDeal.execute(first.toActor(), aDeal());

    const all = await h.listBusinessesForAdmin.execute(ADMIN);
    expect(all.businesses.map(({ business }) => business.name)).toEqual(['Second Shop', 'First Shop']);
    expect(all.businesses.map(({ deals }) => deals)).toEqual([
      { total: 1, live: 0, drafts: 1 },
      { total: 1, live: 1, drafts: 0 },
    ]);
    expect(all.pagination).toMatchObject({ total: 2, page: 1, totalPages: 1 });

    const pending = await h.listBusinessesForAdmin.execute(ADMIN, { verified: false });
    expect(pending.businesses.map(({ business }) => business.id)).toEqual([second.id]);
    expect((await h.listBusinessesForAdmin.execute(ADMIN, { q: '  boulder ' })).businesses.map(({ business }) => business.id)).toEqual([second.id]);
    expect((await h.listBusinessesForAdmin.execute(ADMIN, { limit: 1, page: 2 })).businesses.map(({ business }) => business.id)).toEqual([first.id]);
  });

  it('counts the platform: customers, businesses, deals, sales with the 25% fee, and the waitlist', async () => {
    const h = createHarness({ now: NOW });
    const shop = await h.registerBusiness.execute({ name: 'Shop', email: 'shop@x.io', password: 'secret1', category: 'Retail' });
    await h.verifyBusiness.execute(ADMIN, shop.id);
    const { deal } = await h.createDeal.execute(shop.toActor(), aDeal());
    await h.registerBusiness.execute({ name: 'Waiting', email: 'waiting@x.io', password: 'secret1', category: 'Retail' });
    const ann = await h.registerCustomer.execute({ username: 'ann', email: 'ann@x.io', password: 'secret1' });
    await buy(h, ann.toActor(), { dealId: deal.id });
    await buy(h, ann.toActor(), { dealId: deal.id });
    await h.joinWaitlist.execute({ name: 'Priya', email: 'priya@x.io', phone: '555', type: 'business', rating: 4 });

    expect(await h.platformFigures.execute(ADMIN)).toEqual({
      customers: 1,
      businesses: { total: 2, verified: 1, unverified: 1 },
      deals: { total: 1, live: 1, drafts: 0 },
      sales: { sales: 2, grossSalesCents: 4000, platformFeeCents: 1000, businessShareCents: 3000, redemptions: 0, refunds: 0 },
      waitlist: { total: 1, discounters: 0, businesses: 1 },
    });
  });
});
