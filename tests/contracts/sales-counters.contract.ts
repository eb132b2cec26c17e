import type { NewLedgerEntry } from '@marketplace/core/ledger/domain/ledger-entry';
import { saleEntries } from '@marketplace/core/ledger/domain/purchase-bookings';
import { Purchase } from '@marketplace/core/purchases/domain/purchase';
import { cents } from '@marketplace/core/shared/domain/money';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aPurchase, type PurchaseOverrides } from './mothers/purchase.mother.js';
import { givenAShop, type Shop } from './mothers/shop.mother.js';

// The business's stats and the platform's figures (issue 22: flat as the data grows) are read from
// counters that the PostgreSQL adapter keeps with every write; the memory adapter sums its rows.
// Whatever the adapter, every write path must leave the figures a recount of the rows would give.

const NOW = new Date('2025-06-15T12:00:00.000Z');
const later = (ms: number): Date => new Date(NOW.getTime() + ms);

async function addPurchase(repositories: Repositories, shop: Shop, overrides: PurchaseOverrides = {}): Promise<Purchase> {
  return repositories.purchases.add(aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, expiryDate: null, ...overrides }));
}

function booked(purchase: Purchase): NewLedgerEntry[] {
  return saleEntries(purchase.toProps(), { destinationCharge: false, occurredAt: NOW });
}

export function salesCountersContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('Sales figures kept with every write', () => {
    it('follow a sale, its uses, an undo, a pending purchase paid later and a refund', async ({ ctx }) => {
      const { purchases, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const other = await givenAShop(ctx.repositories);
      const by = { type: 'business', id: shop.business.id } as const;

      const multi = await addPurchase(ctx.repositories, shop, { redemptions: 3, amountCents: 3000, platformFeeCents: 750, businessShareCents: 2250 });
      const pending = await addPurchase(ctx.repositories, shop, { status: 'pending', purchaseDate: new Date('2025-03-11T09:00:00.000Z') });
      await addPurchase(ctx.repositories, other, { amountCents: 1000, platformFeeCents: 250, businessShareCents: 750 });
      await purchases.redeemOnce(multi.id, { at: NOW, by, channel: 'text_code', billCents: cents(4000) });
      const second = await purchases.redeemOnce(multi.id, { at: later(60_000), by, channel: 'qr_code', billCents: cents(2500) });
      await purchases.undoOnce({ redemptionId: second?.redemption.id ?? 0, businessId: shop.business.id, at: later(120_000), by, reason: 'Scanned twice' });
      const paid = await purchases.findById(pending.id);
      if (!paid) throw new Error('the pending purchase is gone');
      await purchases.save(Purchase.restore({ ...paid.toProps(), status: 'completed' }));

      expect(await purchases.salesFigures(shop.business.id)).toEqual({
        sales: 2,
        revenueCents: 5000,
        businessShareCents: 3750,
        platformFeeCents: 1250,
        redemptions: 1,
        refunds: 0,
        daily: [
          { day: '2025-03-10', sales: 1, revenueCents: 3000, businessShareCents: 2250 },
          { day: '2025-03-11', sales: 1, revenueCents: 2000, businessShareCents: 1500 },
        ],
      });
      expect(await redemptions.recordedBillsOfBusiness(shop.business.id)).toBe(4000);

      const refunded = await purchases.findById(multi.id);
      refunded?.refund();
      if (refunded) await purchases.save(refunded);

      expect(await purchases.salesFigures(shop.business.id)).toEqual({
        sales: 1,
        revenueCents: 2000,
        businessShareCents: 1500,
        platformFeeCents: 500,
        redemptions: 1,
        refunds: 1,
        daily: [{ day: '2025-03-11', sales: 1, revenueCents: 2000, businessShareCents: 1500 }],
      });
      expect(await purchases.platformFigures()).toEqual({
        sales: 2,
        grossSalesCents: 3000,
        businessShareCents: 2250,
        platformFeeCents: 750,
        redemptions: 1,
        refunds: 1,
      });
    });

    it('count nothing of a purchase, its use or its ledger rows when their transaction rolls back', async ({ ctx }) => {
      const { purchases, ledger, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const kept = await addPurchase(ctx.repositories, shop);
      await ledger.append(booked(kept), NOW);
      const before = { figures: await purchases.salesFigures(shop.business.id), platform: await purchases.platformFigures(), ledger: await ledger.totalsForBusiness(shop.business.id) };

      await expect(
        ctx.transactions.run(async (repositories) => {
          const purchase = await addPurchase(repositories, shop, { amountCents: 9000, platformFeeCents: 2250, businessShareCents: 6750 });
          await repositories.ledger.append(booked(purchase), NOW);
          await repositories.purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'self', billCents: cents(1200) });
          throw new Error('the payment failed');
        }),
      ).rejects.toThrow('the payment failed');

      expect(await purchases.salesFigures(shop.business.id)).toEqual(before.figures);
      expect(await purchases.platformFigures()).toEqual(before.platform);
      expect(await ledger.totalsForBusiness(shop.business.id)).toEqual(before.ledger);
      expect(await ledger.totals()).toEqual(before.ledger);
      expect(await redemptions.recordedBillsOfBusiness(shop.business.id)).toBe(0);
    });

    it('sum the ledger per business and kind, a replayed source once, across appends of many businesses at a time', async ({ ctx }) => {
      const { ledger } = ctx.repositories;
      const one = await givenAShop(ctx.repositories);
      const two = await givenAShop(ctx.repositories);
      const entry = (businessId: number, kind: NewLedgerEntry['kind'], amountCents: number, sourceKey: string): NewLedgerEntry => ({
        businessId,
        kind,
        amountCents,
        sourceKey,
        purchaseId: null,
        providerObjectId: null,
        occurredAt: NOW,
      });

      await ledger.append([entry(one.business.id, 'sale', 2000, 'a'), entry(two.business.id, 'sale', 700, 'b'), entry(one.business.id, 'platform_fee', -500, 'c')], NOW);
      await ledger.append([entry(one.business.id, 'sale', 2000, 'a'), entry(one.business.id, 'sale', 300, 'd')], NOW);

      expect(await ledger.totalsForBusiness(one.business.id)).toEqual({ sale: 2300, platform_fee: -500 });
      expect(await ledger.totalsForBusiness(two.business.id)).toEqual({ sale: 700 });
      expect(await ledger.totals()).toEqual({ sale: 3000, platform_fee: -500 });
      expect(await ledger.totalsByBusiness()).toEqual(
        new Map([
          [one.business.id, { sale: 2300, platform_fee: -500 }],
          [two.business.id, { sale: 700 }],
        ]),
      );
    });

    it('count bulk-loaded purchases with their uses and bills like any other', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const line = { dealId: shop.deal.id, businessId: shop.business.id, userId: shop.user.id, channel: 'text_code', redeemedBy: { type: 'business', id: shop.business.id }, redeemedAt: NOW, locationId: null, undoesId: null, reason: null } as const;
      await ctx.bulkLoader.insertPurchases([
        { purchase: aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, redemptions: 2, redemptionsUsed: 2, redeemed: true, redeemedAt: NOW }), redemptions: [{ ...line, kind: 'redeem', billCents: cents(1500) }, { ...line, kind: 'redeem', billCents: null }] },
        { purchase: aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, status: 'refunded' }), redemptions: [] },
      ]);

      expect(await ctx.repositories.purchases.salesFigures(shop.business.id)).toMatchObject({ sales: 1, revenueCents: 2000, redemptions: 2, refunds: 1 });
      expect(await ctx.repositories.redemptions.recordedBillsOfBusiness(shop.business.id)).toBe(1500);
      expect(await ctx.repositories.ledger.totalsForBusiness(shop.business.id)).toEqual({ sale: 4000, platform_fee: -1000, refund: -2000, fee_refund: 500 });
    });
  });
}
