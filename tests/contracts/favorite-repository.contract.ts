import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aDeal } from './mothers/deal.mother.js';
import { aUser } from './mothers/user.mother.js';

const DAY_1 = new Date('2025-03-01T09:00:00.000Z');
const DAY_2 = new Date('2025-03-02T09:00:00.000Z');
const DAY_3 = new Date('2025-03-03T09:00:00.000Z');
const PAGE = { afterUserId: 0, limit: 10, consentByDefault: false };

export function favoriteRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('FavoriteRepository', () => {
    it('saves a business once: a repeat adds nothing and keeps the first date', async ({ ctx }) => {
      const { users, businesses, favorites } = ctx.repositories;
      const [user, business] = [await users.add(aUser()), await businesses.add(aBusiness())];

      expect(await favorites.add({ userId: user.id, businessId: business.id, createdAt: DAY_1 })).toBe(true);
      expect(await favorites.add({ userId: user.id, businessId: business.id, createdAt: DAY_2 })).toBe(false);

      expect(await favorites.listForUser(user.id)).toEqual([{ userId: user.id, businessId: business.id, createdAt: DAY_1 }]);
      expect(await favorites.countForUser(user.id)).toBe(1);
      expect(await favorites.has(user.id, business.id)).toBe(true);
    });

    it('lists a customer’s favourites newest first, and only theirs', async ({ ctx }) => {
      const { users, businesses, favorites } = ctx.repositories;
      const [me, other] = [await users.add(aUser()), await users.add(aUser())];
      const [a, b, c] = [await businesses.add(aBusiness()), await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      await favorites.add({ userId: me.id, businessId: a.id, createdAt: DAY_1 });
      await favorites.add({ userId: me.id, businessId: c.id, createdAt: DAY_3 });
      await favorites.add({ userId: me.id, businessId: b.id, createdAt: DAY_2 });
      await favorites.add({ userId: other.id, businessId: a.id, createdAt: DAY_3 });

      expect((await favorites.listForUser(me.id)).map((favorite) => favorite.businessId)).toEqual([c.id, b.id, a.id]);
      expect(await favorites.countForUser(me.id)).toBe(3);
      expect(await favorites.has(other.id, b.id)).toBe(false);
    });

    it('removes a favourite, and says whether there was one', async ({ ctx }) => {
      const { users, businesses, favorites } = ctx.repositories;
      const [user, business] = [await users.add(aUser()), await businesses.add(aBusiness())];
      await favorites.add({ userId: user.id, businessId: business.id, createdAt: DAY_1 });

      expect(await favorites.remove(user.id, business.id)).toBe(true);
      expect(await favorites.remove(user.id, business.id)).toBe(false);
      expect(await favorites.listForUser(user.id)).toEqual([]);
    });

    it('counts a business’s followers, leaving out disabled accounts', async ({ ctx }) => {
      const { users, businesses, favorites } = ctx.repositories;
      const [business, elsewhere] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      const [a, b] = [await users.add(aUser()), await users.add(aUser())];
      const disabled = await users.add(aUser({ disabledAt: DAY_1 }));
      for (const user of [a, b, disabled]) await favorites.add({ userId: user.id, businessId: business.id, createdAt: DAY_1 });
      await favorites.add({ userId: a.id, businessId: elsewhere.id, createdAt: DAY_1 });

      expect(await favorites.countFollowers(business.id)).toBe(2);
      expect(await favorites.countFollowers(elsewhere.id)).toBe(1);
    });

    it('pages the followers who consented to the new-deal email, by user id', async ({ ctx }) => {
      const { users, businesses, favorites, emailPreferences } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const yes1 = await users.add(aUser());
      const no = await users.add(aUser());
      const silent = await users.add(aUser());
      const yes2 = await users.add(aUser());
      const disabled = await users.add(aUser({ disabledAt: DAY_1 }));
      for (const user of [yes1, no, silent, yes2, disabled]) await favorites.add({ userId: user.id, businessId: business.id, createdAt: DAY_1 });
      const initial = { purchaseReceipts: true, expiryReminders: true, newDeals: true, newsletter: false, favoriteDeals: false };
      for (const user of [yes1, yes2, disabled]) await emailPreferences.update(user.id, { favoriteDeals: true }, initial, DAY_1);
      await emailPreferences.update(no.id, { newsletter: true }, initial, DAY_1);

      const first = await favorites.consentingFollowers(business.id, { ...PAGE, limit: 1 });
      const second = await favorites.consentingFollowers(business.id, { ...PAGE, afterUserId: first[0]!.userId, limit: 1 });
      const third = await favorites.consentingFollowers(business.id, { ...PAGE, afterUserId: second[0]!.userId, limit: 1 });

      expect([...first, ...second]).toEqual([
        { userId: yes1.id, email: yes1.email, name: yes1.username },
        { userId: yes2.id, email: yes2.email, name: yes2.username },
      ]);
      expect(third).toEqual([]);
      const byDefault = await favorites.consentingFollowers(business.id, { ...PAGE, consentByDefault: true });
      expect(byDefault.map((follower) => follower.userId)).toEqual([yes1.id, silent.id, yes2.id]);
    });

    it('lets the deal list take several businesses at once, for the favourites’ live deals', async ({ ctx }) => {
      const { businesses, deals } = ctx.repositories;
      const [a, b, c] = [await businesses.add(aBusiness()), await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      const ofA = await deals.add(aDeal({ businessId: a.id }));
      const ofB = await deals.add(aDeal({ businessId: b.id }));
      await deals.add(aDeal({ businessId: c.id }));

      const page = await deals.list({ businessIds: [a.id, b.id], visibility: { at: DAY_2, visible: true, listed: true } }, { page: 1, limit: 10_000 });

      expect(page.deals.map((deal) => deal.id)).toEqual([ofB.id, ofA.id]);
      expect((await deals.list({ businessIds: [] }, { page: 1, limit: 10 })).deals).toEqual([]);
    });
  });
}
