import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aBareBusiness, aBusiness } from './mothers/business.mother.js';
import { aDeal, aSliderDeal } from './mothers/deal.mother.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { givenAShop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';

const REDEEMED_AT = new Date('2025-04-01T12:00:00.000Z');

export function bulkLoaderContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('BulkLoader', () => {
    it('inserts users, businesses and deals and gives their ids back in the order of the rows', async ({ ctx }) => {
      const { bulkLoader, repositories } = ctx;
      const users = [aUser(), aUser(), aUser()];
      const userIds = await bulkLoader.insertUsers(users);
      expect(userIds).toHaveLength(3);
      for (const [index, id] of userIds.entries()) expect((await repositories.users.findById(id))?.toProps()).toEqual({ ...users[index], id });

      const businesses = [aBusiness(), aBareBusiness()];
      const businessIds = await bulkLoader.insertBusinesses(businesses);
      for (const [index, id] of businessIds.entries()) {
        expect((await repositories.businesses.findById(id))?.toProps()).toEqual({ ...businesses[index], id });
        // Each with its first location, its address, not placed yet (the coordinates fill does it).
        const [first, ...others] = await repositories.locations.listForBusiness(id);
        expect(others).toEqual([]);
        expect(first?.toProps()).toMatchObject({ businessId: id, name: businesses[index]!.name, zip: businesses[index]!.zip ?? '', hours: null, coordinates: null });
      }

      const deals = [aDeal({ businessId: businessIds[0]! }), aSliderDeal({ businessId: businessIds[1]! }), aDeal({ businessId: businessIds[1]!, active: false, awaitingVerification: true })];
      const dealIds = await bulkLoader.insertDeals(deals);
      expect(new Set(dealIds).size).toBe(3);
      for (const [index, id] of dealIds.entries()) expect((await repositories.deals.findById(id))?.toProps()).toEqual({ ...deals[index], id });
      expect(await bulkLoader.insertDeals([])).toEqual([]);
    });

    it('refreshes the statistics after a load and leaves the rows as they are', async ({ ctx }) => {
      const [businessId] = await ctx.bulkLoader.insertBusinesses([aBusiness()]);
      const [dealId] = await ctx.bulkLoader.insertDeals([aDeal({ businessId: businessId!, title: 'Kept' })]);
      await ctx.bulkLoader.refreshStatistics();
      expect((await ctx.repositories.deals.findById(dealId!))?.toProps().title).toBe('Kept');
    });

    it('inserts more rows than one statement holds, all of them, ids in order', async ({ ctx }) => {
      const [businessId] = await ctx.bulkLoader.insertBusinesses([aBusiness()]);
      const deals = Array.from({ length: 2_345 }, (_, index) => aDeal({ businessId: businessId!, title: `Bulk deal ${index}` }));
      const ids = await ctx.bulkLoader.insertDeals(deals);
      expect(ids).toHaveLength(2_345);
      expect(new Set(ids).size).toBe(2_345);
      const sample = await ctx.repositories.deals.findByIds([ids[0]!, ids[1_000]!, ids[2_344]!]);
      expect(sample.map((deal) => deal.title)).toEqual(['Bulk deal 0', 'Bulk deal 1000', 'Bulk deal 2344']);
    });

    it('inserts purchases with their redemption lines', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const owners = { userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id };
      const used = aPurchase({ ...owners, redemptions: 2, redemptionsUsed: 2, redeemed: true, redeemedAt: REDEEMED_AT });
      const fresh = aPurchase(owners);
      const line = { ...owners, channel: 'qr_code' as const, redeemedBy: { type: 'business' as const, id: shop.business.id }, redeemedAt: REDEEMED_AT };
      const ids = await ctx.bulkLoader.insertPurchases([
        { purchase: used, redemptions: [line, { ...line, channel: 'text_code' }] },
        { purchase: fresh, redemptions: [] },
      ]);
      expect((await ctx.repositories.purchases.findById(ids[0]!))?.toProps()).toEqual({ ...used, id: ids[0] });
      expect((await ctx.repositories.purchases.findById(ids[1]!))?.toProps()).toEqual({ ...fresh, id: ids[1] });
      const lines = await ctx.repositories.redemptions.listByPurchase(ids[0]!);
      expect(lines.map((redemption) => redemption.toProps().channel).sort()).toEqual(['qr_code', 'text_code']);
      expect(lines.every((redemption) => redemption.toProps().purchaseId === ids[0])).toBe(true);
      expect(await ctx.repositories.redemptions.listByPurchase(ids[1]!)).toEqual([]);
    });

    it('refuses a duplicate email, within the rows or against the table, and keeps none of the call', async ({ ctx }) => {
      const taken = aBusiness();
      await ctx.repositories.businesses.add(taken);
      const before = (await ctx.repositories.businesses.listAll()).length;
      await expectDomainError(ctx.bulkLoader.insertBusinesses([aBusiness(), { ...aBusiness(), email: taken.email.toUpperCase() }]), ConflictError, 'business.email_taken');
      const twin = aBusiness();
      await expectDomainError(ctx.bulkLoader.insertBusinesses([twin, { ...aBusiness(), email: twin.email }]), ConflictError, 'business.email_taken');
      expect((await ctx.repositories.businesses.listAll()).length).toBe(before);

      const user = aUser();
      await expectDomainError(ctx.bulkLoader.insertUsers([user, { ...aUser(), email: user.email }]), ConflictError, 'user.email_taken');
      await expectDomainError(ctx.bulkLoader.insertUsers([user, { ...aUser(), username: user.username.toUpperCase() }]), ConflictError, 'user.username_taken');
      expect(await ctx.repositories.users.findByEmail(user.email)).toBeNull();
    });

    it('refuses a taken code or payment, keeping no purchase and no redemption of the call', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const owners = { userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id };
      const existing = await ctx.repositories.purchases.add(aPurchase(owners));
      const line = { ...owners, channel: 'self' as const, redeemedBy: { type: 'user' as const, id: shop.user.id }, redeemedAt: REDEEMED_AT };
      const ok = aPurchase({ ...owners, redemptionsUsed: 1, redeemed: true, redeemedAt: REDEEMED_AT });
      const takenText = aPurchase({ ...owners, textCode: existing.toProps().textCode });
      await expectDomainError(
        ctx.bulkLoader.insertPurchases([{ purchase: ok, redemptions: [line] }, { purchase: takenText, redemptions: [] }]),
        ConflictError,
        'purchase.duplicate_code',
      );
      const takenQr = aPurchase({ ...owners, qrCode: existing.toProps().qrCode });
      await expectDomainError(ctx.bulkLoader.insertPurchases([{ purchase: takenQr, redemptions: [] }]), ConflictError, 'purchase.duplicate_code');
      const takenPayment = aPurchase({ ...owners, stripePaymentIntentId: existing.stripePaymentIntentId });
      await expectDomainError(ctx.bulkLoader.insertPurchases([{ purchase: takenPayment, redemptions: [] }]), ConflictError, 'purchase.duplicate_payment');
      expect(await ctx.repositories.purchases.findByPaymentIntentId(ok.stripePaymentIntentId)).toBeNull();
      expect(await ctx.repositories.redemptions.countByBusiness(shop.business.id)).toBe(0);
    });
  });
}
