import type { NewRedemption } from '@marketplace/core/purchases/domain/redemption';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { aRedemption } from './mothers/redemption.mother.js';
import { givenAShop } from './mothers/shop.mother.js';

/** A stored purchase and the owners a redemption of it names. */
async function givenAPurchase(repositories: Repositories): Promise<Pick<NewRedemption, 'purchaseId' | 'dealId' | 'businessId' | 'userId'>> {
  const shop = await givenAShop(repositories);
  const purchase = await repositories.purchases.add(
    aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, redemptions: 5 }),
  );
  return { purchaseId: purchase.id, dealId: shop.deal.id, businessId: shop.business.id, userId: shop.user.id };
}

export function redemptionRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('RedemptionRepository', () => {
    it('stores a redemption and gives every field back', async ({ ctx }) => {
      const owners = await givenAPurchase(ctx.repositories);
      const input = aRedemption({
        ...owners,
        channel: 'qr_code',
        redeemedBy: { type: 'business', id: owners.businessId },
        redeemedAt: new Date('2025-04-05T06:07:08.901Z'),
      });

      const added = await ctx.repositories.redemptions.add(input);
      const [listed] = await ctx.repositories.redemptions.listByPurchase(owners.purchaseId);

      expect(added.id).toBeGreaterThan(0);
      expect(added.toProps()).toEqual({ ...input, id: added.id });
      expect(listed?.toProps()).toEqual({ ...input, id: added.id });
    });

    it("lists a purchase's redemptions oldest first, and no other purchase's", async ({ ctx }) => {
      const { redemptions } = ctx.repositories;
      const owners = await givenAPurchase(ctx.repositories);
      const other = await givenAPurchase(ctx.repositories);
      const first = await redemptions.add(aRedemption({ ...owners, channel: 'self', redeemedAt: new Date('2025-04-01T10:00:00Z') }));
      const second = await redemptions.add(aRedemption({ ...owners, channel: 'text_code', redeemedAt: new Date('2025-04-02T10:00:00Z') }));
      await redemptions.add(aRedemption({ ...other }));

      const listed = await redemptions.listByPurchase(owners.purchaseId);

      expect(listed.map((r) => r.id)).toEqual([first.id, second.id]);
      expect(listed.map((r) => r.channel)).toEqual(['self', 'text_code']);
      expect(await redemptions.listByPurchase(424242)).toEqual([]);
    });

    it("counts a business's redemptions", async ({ ctx }) => {
      const { redemptions } = ctx.repositories;
      const owners = await givenAPurchase(ctx.repositories);
      const other = await givenAPurchase(ctx.repositories);
      await redemptions.add(aRedemption(owners));
      await redemptions.add(aRedemption(owners));
      await redemptions.add(aRedemption(other));

      expect(await redemptions.countByBusiness(owners.businessId)).toBe(2);
      expect(await redemptions.countByBusiness(other.businessId)).toBe(1);
      expect(await redemptions.countByBusiness(424242)).toBe(0);
    });
  });
}
