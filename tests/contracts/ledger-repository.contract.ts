import { balanceFromTotals, type NewLedgerEntry } from '@marketplace/core/ledger/domain/ledger-entry';
import { isoWeekAt } from '@marketplace/core/ledger/domain/statement-week';
import { describe, expect } from 'vitest';
import { aBusiness } from './mothers/business.mother.js';
import { aPurchase } from './mothers/purchase.mother.js';
import { givenAShop } from './mothers/shop.mother.js';
import { contractTest, type MakeContractContext } from './contract-context.js';

const now = new Date('2026-11-20T12:00:00Z');

function entry(businessId: number, kind: NewLedgerEntry['kind'], amountCents: number, sourceKey: string, occurredAt = now): NewLedgerEntry {
  return { businessId, kind, amountCents, sourceKey, purchaseId: null, providerObjectId: null, occurredAt };
}

export function ledgerRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('LedgerRepository', () => {
    it('appends each source once and sums per kind', async ({ ctx }) => {
      const { ledger, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const sale = [entry(business.id, 'sale', 800, 'sale:purchase:1'), entry(business.id, 'platform_fee', -200, 'platform_fee:purchase:1')];
      expect(await ledger.append(sale, now)).toBe(2);
      expect(await ledger.append(sale, now)).toBe(0);
      expect(await ledger.append([entry(business.id, 'sale', 500, 'sale:purchase:2'), sale[0]!], now)).toBe(1);
      expect(await ledger.has('sale:purchase:2')).toBe(true);
      expect(await ledger.has('sale:purchase:3')).toBe(false);
      expect(await ledger.totalsForBusiness(business.id)).toEqual({ sale: 1300, platform_fee: -200 });
      expect(balanceFromTotals(await ledger.totalsForBusiness(business.id))).toEqual({ earnedCents: 1100, owedCents: 1100, inTransitCents: 0, paidCents: 0 });
    });

    it('refuses an amount of the wrong sign, zero or a fraction, writing nothing', async ({ ctx }) => {
      const { ledger, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      await expect(ledger.append([entry(business.id, 'sale', 100, 'a'), entry(business.id, 'refund', 100, 'b')], now)).rejects.toThrow(RangeError);
      await expect(ledger.append([entry(business.id, 'transfer', 0, 'c')], now)).rejects.toThrow(RangeError);
      await expect(ledger.append([entry(business.id, 'sale', 1.5, 'd')], now)).rejects.toThrow(RangeError);
      expect(await ledger.totals()).toEqual({});
    });

    it('keeps businesses apart, and sums over all of them', async ({ ctx }) => {
      const { ledger, businesses } = ctx.repositories;
      const a = await businesses.add(aBusiness());
      const b = await businesses.add(aBusiness());
      await ledger.append(
        [
          entry(a.id, 'sale', 1000, 'sale:a'),
          entry(a.id, 'platform_fee', -250, 'fee:a'),
          entry(a.id, 'transfer', -750, 'transfer:a'),
          entry(a.id, 'bank_payout', 500, 'bank_payout:a'),
          entry(b.id, 'sale', 400, 'sale:b'),
          entry(b.id, 'platform_fee', -100, 'fee:b'),
          entry(b.id, 'refund', -400, 'refund:b'),
          entry(b.id, 'fee_refund', 100, 'fee_refund:b'),
          entry(b.id, 'subscription_charge', 2500, 'subscription_charge:in_1'),
        ],
        now,
      );
      expect(balanceFromTotals(await ledger.totalsForBusiness(a.id))).toEqual({ earnedCents: 750, owedCents: 0, inTransitCents: 250, paidCents: 500 });
      expect(balanceFromTotals(await ledger.totalsForBusiness(b.id))).toEqual({ earnedCents: 0, owedCents: 0, inTransitCents: 0, paidCents: 0 });
      const byBusiness = await ledger.totalsByBusiness();
      expect([...byBusiness.keys()]).toEqual([a.id, b.id]);
      expect(byBusiness.get(b.id)).toEqual({ sale: 400, platform_fee: -100, refund: -400, fee_refund: 100, subscription_charge: 2500 });
      expect(await ledger.totals()).toEqual({
        sale: 1400,
        platform_fee: -350,
        refund: -400,
        fee_refund: 100,
        transfer: -750,
        bank_payout: 500,
        subscription_charge: 2500,
      });
    });

    it('lists a window of entries oldest first, by business and kind', async ({ ctx }) => {
      const { ledger, businesses } = ctx.repositories;
      const a = await businesses.add(aBusiness());
      const b = await businesses.add(aBusiness());
      const monday = new Date('2026-11-23T06:00:00Z');
      const nextMonday = new Date('2026-11-30T06:00:00Z');
      await ledger.append(
        [
          entry(a.id, 'sale', 300, 'late', new Date('2026-11-29T23:00:00Z')),
          entry(a.id, 'sale', 100, 'before', new Date('2026-11-23T05:59:59Z')),
          entry(a.id, 'sale', 200, 'first', monday),
          entry(a.id, 'platform_fee', -50, 'fee', new Date('2026-11-24T00:00:00Z')),
          entry(a.id, 'sale', 400, 'after', nextMonday),
          entry(b.id, 'sale', 900, 'other', new Date('2026-11-25T00:00:00Z')),
        ],
        now,
      );
      const week = await ledger.list({ businessId: a.id, from: monday, to: nextMonday });
      expect(week.map((row) => row.sourceKey)).toEqual(['first', 'fee', 'late']);
      expect(week[0]).toMatchObject({ businessId: a.id, kind: 'sale', amountCents: 200, occurredAt: monday, purchaseId: null, providerObjectId: null, createdAt: now });
      expect((await ledger.list({ from: monday, to: nextMonday })).map((row) => row.sourceKey)).toEqual(['first', 'fee', 'other', 'late']);
      expect((await ledger.list({ from: monday, to: nextMonday, kinds: ['platform_fee'] })).map((row) => row.sourceKey)).toEqual(['fee']);
    });

    it('writes an entry once when many appends race for the same source', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const written = await Promise.all(
        Array.from({ length: 8 }, () => ctx.transactions.run(({ ledger }) => ledger.append([entry(business.id, 'transfer', -600, 'transfer:payout:1')], now))),
      );
      expect(written.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await ctx.repositories.ledger.totalsForBusiness(business.id)).toEqual({ transfer: -600 });
    });

    it('sums each business before an instant, for every business or one', async ({ ctx }) => {
      const { ledger, businesses } = ctx.repositories;
      const a = await businesses.add(aBusiness());
      const b = await businesses.add(aBusiness());
      const cut = new Date('2026-11-23T06:00:00Z');
      await ledger.append(
        [
          entry(a.id, 'sale', 1000, 'before:a', new Date('2026-11-23T05:59:59.999Z')),
          entry(a.id, 'platform_fee', -250, 'fee:a', new Date('2026-11-20T00:00:00Z')),
          entry(a.id, 'sale', 700, 'at-cut:a', cut),
          entry(b.id, 'sale', 400, 'before:b', new Date('2026-11-01T00:00:00Z')),
          entry(b.id, 'transfer', -300, 'after:b', new Date('2026-11-24T00:00:00Z')),
        ],
        now,
      );
      const all = await ledger.totalsByBusinessBefore(cut);
      expect([...all.keys()]).toEqual([a.id, b.id]);
      expect(all.get(a.id)).toEqual({ sale: 1000, platform_fee: -250 });
      expect(all.get(b.id)).toEqual({ sale: 400 });
      const one = await ledger.totalsByBusinessBefore(cut, b.id);
      expect([...one.entries()]).toEqual([[b.id, { sale: 400 }]]);
      expect((await ledger.totalsByBusinessBefore(new Date('2026-01-01T00:00:00Z'))).size).toBe(0);
    });

    it("names the weeks with entries on the business's calendar, newest first, as core's isoWeekAt does", async ({ ctx }) => {
      const { ledger, businesses } = ctx.repositories;
      const a = await businesses.add(aBusiness());
      const other = await businesses.add(aBusiness());
      // New York: Sunday 1 March 2026 23:30 local (W09), Monday 2 March 00:00 local (W10), and the
      // Sunday night after the clocks went forward (8 March) still in W10; year ends cross ISO years.
      const instants = ['2026-03-02T04:30:00Z', '2026-03-02T05:00:00Z', '2026-03-09T03:59:00Z', '2026-03-09T04:00:00Z', '2027-01-01T12:00:00Z', '2025-12-29T05:00:00Z'];
      await ledger.append(
        [
          ...instants.map((at, index) => entry(a.id, 'sale', 100, `weeks:${index}`, new Date(at))),
          entry(other.id, 'sale', 100, 'weeks:other', new Date('2026-06-01T12:00:00Z')),
        ],
        now,
      );
      const weeks = await ledger.weeksWithEntries(a.id, 'America/New_York');
      expect(weeks).toEqual(['2026-W53', '2026-W11', '2026-W10', '2026-W09', '2026-W01']);
      expect(new Set(instants.map((at) => isoWeekAt(new Date(at), 'America/New_York')))).toEqual(new Set(weeks));
      // The same instants on Tokyo's calendar fall on other days.
      expect(await ledger.weeksWithEntries(a.id, 'Asia/Tokyo')).toEqual(['2026-W53', '2026-W11', '2026-W10', '2026-W01']);
      expect(await ledger.weeksWithEntries(a.id + other.id + 1000, 'UTC')).toEqual([]);
    });

    it('tells the deal title of each purchase', async ({ ctx }) => {
      const { repositories } = ctx;
      const shop = await givenAShop(repositories, { title: '=Brunch for "two", please' });
      const purchase = await repositories.purchases.add(aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id }));
      const titles = await repositories.ledger.dealTitlesOfPurchases([purchase.id, purchase.id + 1000]);
      expect([...titles.entries()]).toEqual([[purchase.id, '=Brunch for "two", please']]);
      expect((await repositories.ledger.dealTitlesOfPurchases([])).size).toBe(0);
    });

    it('rolls back with the transaction that wrote it', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      await expect(
        ctx.transactions.run(async ({ ledger }) => {
          await ledger.append([entry(business.id, 'sale', 800, 'sale:rolled-back')], now);
          throw new Error('purchase failed');
        }),
      ).rejects.toThrow('purchase failed');
      expect(await ctx.repositories.ledger.has('sale:rolled-back')).toBe(false);
    });
  });
}
