import type { NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aDeal } from './mothers/deal.mother.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { givenAShop, type Shop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';
import { aWaitlistEntry } from './mothers/waitlist-entry.mother.js';

// The counting and listing methods behind the admin dashboard (GET /api/admin/businesses and
// GET /api/admin/stats), on every repository they touch.

const NOW = new Date('2025-06-15T12:00:00.000Z');

function ownedBy(shop: Shop): Pick<NewPurchase, 'userId' | 'dealId' | 'businessId'> {
  return { userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id };
}

export function adminFiguresContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('UserRepository: counting customers', () => {
    it('counts accounts of role user, not the admin', async ({ ctx }) => {
      const { users } = ctx.repositories;
      expect(await users.countCustomers()).toBe(0);

      await users.add(aUser());
      await users.add(aUser());
      await users.add(aUser({ role: 'admin' }), { id: 999 });

      expect(await users.countCustomers()).toBe(2);
    });
  });

  describe('BusinessRepository: the admin list', () => {
    it('lists newest first, one page at a time, with the total of all matches', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const added = [];
      for (let n = 0; n < 5; n += 1) added.push(await businesses.add(aBusiness()));
      const ids = added.map((business) => business.id).reverse();

      const first = await businesses.list({}, { page: 1, limit: 2 });
      const last = await businesses.list({}, { page: 3, limit: 2 });

      expect(first.businesses.map((business) => business.id)).toEqual(ids.slice(0, 2));
      expect(first.total).toBe(5);
      expect(last.businesses.map((business) => business.id)).toEqual(ids.slice(4));
      expect((await businesses.list({}, { page: 4, limit: 2 })).businesses).toEqual([]);
      expect(first.businesses[0]?.toProps()).toEqual(added[4]?.toProps());
    });

    it('filters by verification', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const verified = await businesses.add(aBusiness({ verified: true }));
      const pending = await businesses.add(aBusiness({ verified: false }));

      const onlyPending = await businesses.list({ verified: false }, { page: 1, limit: 10 });
      const onlyVerified = await businesses.list({ verified: true }, { page: 1, limit: 10 });

      expect(onlyPending.businesses.map((business) => business.id)).toEqual([pending.id]);
      expect(onlyPending.total).toBe(1);
      expect(onlyVerified.businesses.map((business) => business.id)).toEqual([verified.id]);
    });

    it('searches name, email and city case-insensitively, taking % and _ literally', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const bakery = await businesses.add(aBusiness({ name: 'Rosie’s Bakery', email: 'hello@rosies.example', city: 'Austin' }));
      const gym = await businesses.add(aBusiness({ name: 'Iron Gym', email: 'front@irongym.example', city: 'Boulder' }));
      const percent = await businesses.add(aBusiness({ name: '100% Juice', email: 'juice@example.com', city: null }));
      const ids = async (text: string, verified?: boolean) =>
        (await businesses.list({ text, verified }, { page: 1, limit: 10 })).businesses.map((business) => business.id);

      expect(await ids('BAKERY')).toEqual([bakery.id]);
      expect(await ids('irongym')).toEqual([gym.id]);
      expect(await ids('boul')).toEqual([gym.id]);
      expect(await ids('%')).toEqual([percent.id]);
      expect(await ids('_')).toEqual([]);
      expect(await ids('e')).toEqual([percent.id, gym.id, bakery.id]);
      expect(await ids('bakery', false)).toEqual([]);
      expect((await businesses.list({ text: 'gym' }, { page: 1, limit: 10 })).total).toBe(1);
    });

    it('counts verified and unverified businesses', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      expect(await businesses.countByVerification()).toEqual({ verified: 0, unverified: 0 });

      await businesses.add(aBusiness({ verified: true }));
      await businesses.add(aBusiness({ verified: false }));
      await businesses.add(aBusiness({ verified: false }));

      expect(await businesses.countByVerification()).toEqual({ verified: 1, unverified: 2 });
    });
  });

  describe('DealRepository: counting deals', () => {
    it('counts all, live and draft deals per asked business, zeros for one without deals', async ({ ctx }) => {
      const { businesses, deals } = ctx.repositories;
      const busy = await businesses.add(aBusiness());
      const quiet = await businesses.add(aBusiness());
      const other = await businesses.add(aBusiness());
      await deals.add(aDeal({ businessId: busy.id }));
      await deals.add(aDeal({ businessId: busy.id, active: false }));
      await deals.add(aDeal({ businessId: busy.id, active: false, awaitingVerification: true }));
      await deals.add(aDeal({ businessId: busy.id, endDate: new Date('2025-06-01T00:00:00.000Z') }));
      await deals.add(aDeal({ businessId: other.id }));

      const counts = await deals.countByBusiness([busy.id, quiet.id], NOW);

      expect([...counts.keys()].sort((a, b) => a - b)).toEqual([busy.id, quiet.id]);
      expect(counts.get(busy.id)).toEqual({ total: 4, live: 1, drafts: 1 });
      expect(counts.get(quiet.id)).toEqual({ total: 0, live: 0, drafts: 0 });
      expect((await deals.countByBusiness([], NOW)).size).toBe(0);
    });

    it('decides liveness at the given instant, dates included', async ({ ctx }) => {
      const { businesses, deals } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const startDate = new Date('2025-03-01T00:00:00.000Z');
      const endDate = new Date('2025-03-31T00:00:00.000Z');
      await deals.add(aDeal({ businessId: business.id, startDate, endDate }));

      expect((await deals.countByBusiness([business.id], startDate)).get(business.id)?.live).toBe(1);
      expect((await deals.countByBusiness([business.id], endDate)).get(business.id)?.live).toBe(1);
      expect((await deals.countByBusiness([business.id], new Date(endDate.getTime() + 1))).get(business.id)?.live).toBe(0);
      expect((await deals.countAll(new Date(startDate.getTime() - 1))).live).toBe(0);
    });

    it('counts every deal of the platform', async ({ ctx }) => {
      const { businesses, deals } = ctx.repositories;
      expect(await deals.countAll(NOW)).toEqual({ total: 0, live: 0, drafts: 0 });
      const first = await businesses.add(aBusiness());
      const second = await businesses.add(aBusiness());
      await deals.add(aDeal({ businessId: first.id }));
      await deals.add(aDeal({ businessId: second.id }));
      await deals.add(aDeal({ businessId: second.id, active: false, awaitingVerification: true }));

      expect(await deals.countAll(NOW)).toEqual({ total: 3, live: 2, drafts: 1 });
    });
  });

  describe('PurchaseRepository: platform figures', () => {
    it('answers zeros when nothing was bought', async ({ ctx }) => {
      expect(await ctx.repositories.purchases.platformFigures()).toEqual({
        sales: 0,
        grossSalesCents: 0,
        businessShareCents: 0,
        platformFeeCents: 0,
        redemptions: 0,
        refunds: 0,
      });
    });

    it('sums completed purchases of every business; refunds and pending ones are not sales', async ({ ctx }) => {
      const { purchases } = ctx.repositories;
      const one = await givenAShop(ctx.repositories);
      const two = await givenAShop(ctx.repositories);
      await purchases.add(aPurchase({ ...ownedBy(one), amountCents: 2000, platformFeeCents: 500, businessShareCents: 1500, redemptions: 2, redemptionsUsed: 2 }));
      await purchases.add(aPurchase({ ...ownedBy(two), amountCents: 1000, platformFeeCents: 250, businessShareCents: 750, redemptionsUsed: 1 }));
      await purchases.add(aPurchase({ ...ownedBy(two), status: 'refunded', amountCents: 3000, platformFeeCents: 750, businessShareCents: 2250, redemptionsUsed: 1 }));
      await purchases.add(aPurchase({ ...ownedBy(one), status: 'pending', amountCents: 4000, platformFeeCents: 1000, businessShareCents: 3000 }));

      expect(await purchases.platformFigures()).toEqual({
        sales: 2,
        grossSalesCents: 3000,
        businessShareCents: 2250,
        platformFeeCents: 750,
        redemptions: 4,
        refunds: 1,
      });
    });
  });

  describe('WaitlistRepository: counting entries', () => {
    it('counts entries of each type', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      expect(await waitlist.countByType()).toEqual({ discounter: 0, business: 0 });

      await waitlist.add(aWaitlistEntry({ type: 'discounter' }));
      await waitlist.add(aWaitlistEntry({ type: 'business' }));
      await waitlist.add(aWaitlistEntry({ type: 'discounter' }));

      expect(await waitlist.countByType()).toEqual({ discounter: 2, business: 1 });
    });
  });
}
