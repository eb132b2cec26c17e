import { Gift } from '@marketplace/core/gifts/domain/gift';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { givenAShop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const LATER = new Date('2025-06-16T08:30:00.000Z');

/** A shop's purchase and its gift from the shop's customer, for Ana, sent on `sendOn`. */
async function givenAGift(repositories: Repositories, sendOn = '2025-06-15') {
  const shop = await givenAShop(repositories);
  const purchase = await repositories.purchases.add(aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id }));
  const input = Gift.create({ purchaseId: purchase.id, buyerId: shop.user.id, recipient: { name: 'Ana', email: 'ana@test.example' }, message: 'Enjoy!', sendOn, timeZone: 'America/New_York', now: NOW });
  return { shop, purchase, gift: await repositories.gifts.add(input), input };
}

export function giftRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('GiftRepository', () => {
    it('stores a gift and gives every field back, by id and by purchase', async ({ ctx }) => {
      const { gifts } = ctx.repositories;
      const { gift, input, purchase } = await givenAGift(ctx.repositories);
      expect(gift.toProps()).toEqual({ ...input, id: gift.id });
      expect((await gifts.findById(gift.id))?.toProps()).toEqual(gift.toProps());
      expect((await gifts.findByPurchaseId(purchase.id))?.toProps()).toEqual(gift.toProps());
      expect(await gifts.findById(gift.id + 1000)).toBeNull();
    });

    it('refuses a second gift of one purchase', async ({ ctx }) => {
      const { input } = await givenAGift(ctx.repositories);
      await expectDomainError(ctx.repositories.gifts.add(input), ConflictError, 'gift.duplicate');
    });

    it('finds a gift by its current link only, claimed or not, and keeps every change', async ({ ctx }) => {
      const { gifts } = ctx.repositories;
      const { gift } = await givenAGift(ctx.repositories);
      gift.send('hash-1', NOW);
      expect(await gifts.saveChange(gift, 0)).toBe(true);
      expect((await gifts.findByTokenHash('hash-1'))?.id).toBe(gift.id);

      const changed = (await gifts.findById(gift.id))!;
      changed.reassign({ name: 'Omar', email: 'omar@test.example' }, LATER);
      changed.send('hash-2', LATER);
      expect(await gifts.saveChange(changed, 1)).toBe(true);
      expect(await gifts.findByTokenHash('hash-1')).toBeNull();
      const stored = (await gifts.findByTokenHash('hash-2'))!;
      expect(stored.toProps()).toEqual(changed.toProps());
      expect(stored.toProps().reassigned).toEqual([{ name: 'Ana', email: 'ana@test.example', at: LATER }]);

      const claimant = await ctx.repositories.users.add(aUser());
      stored.claim(claimant.id, LATER);
      expect(await gifts.saveChange(stored, 3)).toBe(true);
      expect((await gifts.findByTokenHash('hash-2'))?.toProps()).toMatchObject({ claimedBy: claimant.id, claimedAt: LATER });
    });

    it('writes a change only at the revision it was read at, so of two concurrent changes one wins', async ({ ctx }) => {
      const { gifts } = ctx.repositories;
      const { gift } = await givenAGift(ctx.repositories);
      const first = (await gifts.findById(gift.id))!;
      const second = (await gifts.findById(gift.id))!;
      first.send('first', NOW);
      second.send('second', NOW);
      const outcomes = await Promise.all([gifts.saveChange(first, 0), gifts.saveChange(second, 0)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });

    it("lists a buyer's gifts newest first, gifts of purchases, and unsent ones by send date", async ({ ctx }) => {
      const { gifts } = ctx.repositories;
      const soon = await givenAGift(ctx.repositories, '2025-06-15');
      const later = await givenAGift(ctx.repositories, '2025-07-01');
      expect((await gifts.listByBuyer(soon.shop.user.id)).map((gift) => gift.id)).toEqual([soon.gift.id]);
      expect((await gifts.listByPurchaseIds([soon.purchase.id, later.purchase.id, 999_999])).map((gift) => gift.id).sort((a, b) => a - b)).toEqual([soon.gift.id, later.gift.id]);
      expect(await gifts.listByPurchaseIds([])).toEqual([]);

      const due = (await gifts.listUnsentBy('2025-06-16', 10)).map((gift) => gift.id);
      expect(due).toContain(soon.gift.id);
      expect(due).not.toContain(later.gift.id);
      soon.gift.send('sent', NOW);
      await gifts.saveChange(soon.gift, 0);
      expect((await gifts.listUnsentBy('2025-06-16', 10)).map((gift) => gift.id)).not.toContain(soon.gift.id);
    });
  });
}
