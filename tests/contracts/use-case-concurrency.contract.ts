import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { RedeemCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { RedeemMyPurchase } from '@marketplace/core/purchases/application/redeem-my-purchase.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { DEMO_DEALS } from '@marketplace/core/demo/domain/demo-catalogue';
import { describe, expect } from 'vitest';
import { contractTest, type ContractContext, type MakeContractContext } from './contract-context.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { givenAShop } from './mothers/shop.mother.js';
import { OUTBOX_ONLY } from '../mail/email-writing.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

function useCases(ctx: ContractContext) {
  const { repositories, transactions } = ctx;
  const clock = new FixedClock(NOW);
  const payments = new FakePaymentGateway();
  const codes = new SequentialCodeGenerator();
  return {
    payments,
    startCheckout: new StartCheckout({ ...repositories, payments, clock }),
    recordPurchase: new RecordPurchase({ ...repositories, payments, transactions, codes, clock, ...OUTBOX_ONLY }),
    redeemCode: new RedeemCode({ ...repositories, clock }),
    redeemMyPurchase: new RedeemMyPurchase({ ...repositories, clock }),
    seed: new SeedDemoData({ transactions, hasher: new PlainTextPasswordHasher(), clock, codes }),
  };
}

async function givenAPurchase(ctx: ContractContext, redemptions: number) {
  const shop = await givenAShop(ctx.repositories, { startDate: new Date('2025-01-01'), endDate: new Date('2025-12-31') });
  const purchase = await ctx.repositories.purchases.add(
    aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, redemptions }),
  );
  return { shop, purchase };
}

/**
 * The guarantees that need the database's help, exercised through the real use cases:
 * atomic redeems, the per-customer purchase limit and idempotent recording under concurrency.
 */
export function useCaseConcurrencyContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('use cases under concurrency', () => {
    it('50 parallel redeems of a single-use purchase give exactly one success and one log line', async ({ ctx }) => {
      const { shop, purchase } = await givenAPurchase(ctx, 1);
      const { redeemCode } = useCases(ctx);
      const actor = shop.business.toActor();
      const code = { kind: 'text' as const, value: purchase.toProps().textCode };
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => redeemCode.execute(actor, code)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(failures.every((r) => (r.reason as { code?: string }).code === 'purchase.already_redeemed')).toBe(true);
      expect(await ctx.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
      expect((await ctx.repositories.purchases.findById(purchase.id))?.toProps()).toMatchObject({ redemptionsUsed: 1, redeemed: true });
    });

    it('20 parallel redeems of a 3-use purchase give exactly three', async ({ ctx }) => {
      const { shop, purchase } = await givenAPurchase(ctx, 3);
      const { redeemMyPurchase } = useCases(ctx);
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => redeemMyPurchase.execute(shop.user.toActor(), purchase.id)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(await ctx.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(3);
      expect((await ctx.repositories.purchases.findById(purchase.id))?.toProps()).toMatchObject({ redemptionsUsed: 3, redeemed: true });
    });

    it('parallel purchases past maxRedemptionsPerUser stop exactly at the limit', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories, {
        startDate: new Date('2025-01-01'),
        endDate: new Date('2025-12-31'),
        maxRedemptionsPerUser: 2,
        priceCents: 1000,
      });
      const { startCheckout, recordPurchase, payments } = useCases(ctx);
      const actor = shop.user.toActor();
      const intents = [];
      for (let i = 0; i < 8; i += 1) {
        const started = await startCheckout.execute(actor, { dealId: shop.deal.id, attemptId: `attempt-${i}` });
        payments.succeed(started.paymentIntentId);
        intents.push(started.paymentIntentId);
      }
      const results = await Promise.allSettled(intents.map((paymentIntentId) => recordPurchase.execute({ paymentIntentId })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      // Every payment past the limit is refunded in full, once, and refused with that reason.
      expect(failures.map((r) => r.reason as { code?: string; reason?: string })).toEqual(
        Array.from({ length: 6 }, () => expect.objectContaining({ code: 'purchase.payment_refunded', reason: 'limit_reached' })),
      );
      expect(payments.refundRequests).toHaveLength(6);
      expect(new Set(payments.refundRequests.map((request) => request.paymentIntentId)).size).toBe(6);
      expect(await ctx.repositories.purchases.usesHeldByUserForDeal(shop.user.id, shop.deal.id)).toBe(2);
    });

    it('parallel multi-use checkouts never take a customer past maxRedemptionsPerUser uses', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories, {
        startDate: new Date('2025-01-01'),
        endDate: new Date('2025-12-31'),
        maxRedemptionsPerUser: 3,
        maxRedemptions: 3,
        priceCents: 1000,
      });
      const { startCheckout, recordPurchase, payments } = useCases(ctx);
      const actor = shop.user.toActor();
      const intents = [];
      // Both checkouts start while the customer holds nothing: each alone fits under the cap of 3.
      for (let i = 0; i < 4; i += 1) {
        const started = await startCheckout.execute(actor, { dealId: shop.deal.id, redemptions: 2, attemptId: `uses-${i}` });
        payments.succeed(started.paymentIntentId);
        intents.push(started.paymentIntentId);
      }
      const results = await Promise.allSettled(intents.map((paymentIntentId) => recordPurchase.execute({ paymentIntentId })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(payments.refundRequests).toHaveLength(3);
      expect(await ctx.repositories.purchases.usesHeldByUserForDeal(shop.user.id, shop.deal.id)).toBe(2);
      await expect(startCheckout.execute(actor, { dealId: shop.deal.id, redemptions: 2, attemptId: 'uses-late' })).rejects.toMatchObject({
        code: 'purchase.limit_reached',
        message: 'This deal allows 3 uses per customer; you can buy 1 use more, not 2.',
      });
    });

    it('a payment intent recorded many times at once gives one purchase', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories, { startDate: new Date('2025-01-01'), endDate: new Date('2025-12-31'), priceCents: 1000 });
      const { startCheckout, recordPurchase, payments } = useCases(ctx);
      const started = await startCheckout.execute(shop.user.toActor(), { dealId: shop.deal.id, attemptId: 'once' });
      payments.succeed(started.paymentIntentId);
      const results = await Promise.all(Array.from({ length: 10 }, () => recordPurchase.execute({ paymentIntentId: started.paymentIntentId })));
      expect(new Set(results.map((purchase) => purchase.id)).size).toBe(1);
      expect(await ctx.repositories.purchases.listByUser(shop.user.id)).toHaveLength(1);
    });

    it('seeds the demo data idempotently', async ({ ctx }) => {
      const { seed } = useCases(ctx);
      const admin = { email: 'admin@test.example', password: 'secret' };
      const first = await seed.execute({ admin, demo: true });
      expect(first).toMatchObject({ adminCreated: true, dealsCreated: DEMO_DEALS.length, businessesCreated: 10, customersCreated: 1 });
      const again = await seed.execute({ admin, demo: true });
      expect(again).toMatchObject({ adminCreated: false, adminUpdated: false, categoriesCreated: 0, dealsCreated: 0, businessesCreated: 0 });
      expect((await ctx.repositories.users.findById(999))?.isAdmin).toBe(true);
      expect((await ctx.repositories.deals.findById(132))?.awaitingVerification).toBe(true);
      // Ids handed out after the seeded ones never collide with them.
      const shop = await givenAShop(ctx.repositories);
      expect(shop.deal.id).toBeGreaterThan(132);
      expect(shop.user.id).toBeGreaterThan(999);
    });

    it('seeds once when several instances start together on an empty database', async ({ ctx }) => {
      const { seed } = useCases(ctx);
      const admin = { email: 'admin@test.example', password: 'secret' };
      const reports = await Promise.all(Array.from({ length: 3 }, () => seed.execute({ admin, demo: true })));
      expect(reports.map((report) => report.dealsCreated).sort((a, b) => a - b)).toEqual([0, 0, DEMO_DEALS.length]);
      expect(reports.filter((report) => report.adminCreated)).toHaveLength(1);
      expect((await ctx.repositories.deals.list({}, { page: 1, limit: 100 })).total).toBe(DEMO_DEALS.length);
    });
  });
}
