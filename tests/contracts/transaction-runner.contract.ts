import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aDeal } from './mothers/deal.mother.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { givenAShop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';
import { useAt } from './mothers/redemption-use.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

/** Lets other queued work run, so a transaction that is not isolated would interleave here. */
const yieldToOthers = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

export function transactionRunnerContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('TransactionRunner', () => {
    it("commits the work's writes and answers its result", async ({ ctx }) => {
      const result = await ctx.transactions.run(async ({ users, businesses }) => {
        const user = await users.add(aUser({ email: 'committed@example.com' }));
        const business = await businesses.add(aBusiness({ email: 'committed-shop@example.com' }));
        return { userId: user.id, businessId: business.id };
      });

      expect((await ctx.repositories.users.findByEmail('committed@example.com'))?.id).toBe(result.userId);
      expect((await ctx.repositories.businesses.findByEmail('committed-shop@example.com'))?.id).toBe(result.businessId);
    });

    it('lets the work read its own writes', async ({ ctx }) => {
      const seen = await ctx.transactions.run(async ({ users }) => {
        await users.add(aUser({ email: 'own-write@example.com' }));
        return (await users.findByEmail('own-write@example.com'))?.email;
      });

      expect(seen).toBe('own-write@example.com');
    });

    it('rolls every write back when the work throws, and rejects with its error', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const purchase = await ctx.repositories.purchases.add(
        aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, redemptions: 2 }),
      );
      const failure = new Error('payment provider down');

      const outcome = ctx.transactions.run(async (repositories) => {
        await repositories.users.add(aUser({ email: 'rolled-back@example.com' }));
        await repositories.deals.add(aDeal({ businessId: shop.business.id, title: 'Rolled back deal' }));
        await repositories.purchases.redeemOnce(purchase.id, useAt(NOW));
        shop.deal.pause();
        await repositories.deals.save(shop.deal);
        await repositories.sessions.deleteAllFor({ type: 'user', id: shop.user.id });
        throw failure;
      });

      await expect(outcome).rejects.toBe(failure);
      expect(await ctx.repositories.users.findByEmail('rolled-back@example.com')).toBeNull();
      expect((await ctx.repositories.deals.list({ text: 'Rolled back deal' }, { page: 1, limit: 10 })).total).toBe(0);
      expect((await ctx.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);
      expect(await ctx.repositories.redemptions.listByPurchase(purchase.id)).toEqual([]);
      expect((await ctx.repositories.deals.findById(shop.deal.id))?.active).toBe(true);
    });

    it('rolls back the writes made before a conflict that fails the transaction', async ({ ctx }) => {
      await ctx.repositories.users.add(aUser({ email: 'taken@example.com' }));

      const outcome = ctx.transactions.run(async ({ users }) => {
        await users.add(aUser({ email: 'first-of-two@example.com' }));
        await users.add(aUser({ email: 'taken@example.com' }));
      });

      await expect(outcome).rejects.toMatchObject({ code: 'user.email_taken' });
      expect(await ctx.repositories.users.findByEmail('first-of-two@example.com')).toBeNull();
      expect(await ctx.repositories.users.findByEmail('taken@example.com')).not.toBeNull();
    });

    it('serialises concurrent read-then-write transactions that share an exclusive key: twenty increments give twenty', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories, { maxRedemptionsPerUser: 0 });

      await Promise.all(
        Array.from({ length: 20 }, () =>
          ctx.transactions.run(async ({ deals }) => {
            const deal = await deals.findById(shop.deal.id);
            if (!deal) throw new Error('deal vanished');
            await yieldToOthers();
            deal.edit({ maxRedemptionsPerUser: deal.maxRedemptionsPerUser + 1 });
            await deals.save(deal);
          }, { exclusiveKey: `deal:${shop.deal.id}` }),
        ),
      );

      expect((await ctx.repositories.deals.findById(shop.deal.id))?.maxRedemptionsPerUser).toBe(20);
    });

    it('keeps the commits of concurrent transactions when others among them roll back', async ({ ctx }) => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          ctx.transactions.run(async ({ users }) => {
            await users.add(aUser({ email: `concurrent-${i}@example.com` }));
            await yieldToOthers();
            if (i % 2 === 1) throw new Error(`transaction ${i} fails`);
          }),
        ),
      );

      expect(outcomes.map((outcome) => outcome.status)).toEqual(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 1 ? 'rejected' : 'fulfilled')),
      );
      for (let i = 0; i < 10; i += 1) {
        const stored = await ctx.repositories.users.findByEmail(`concurrent-${i}@example.com`);
        expect(stored === null, `user ${i}`).toBe(i % 2 === 1);
      }
    });
  });
}
