import type { Purchase } from '@marketplace/core/purchases/domain/purchase';
import { UNDO_WINDOW_MS } from '@marketplace/core/purchases/domain/redemption';
import type { UndoUse } from '@marketplace/core/purchases/ports/purchase.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aLocation } from './mothers/location.mother.js';
import { aPurchase, type PurchaseOverrides } from './mothers/purchase.mother.js';
import { givenAShop, type Shop } from './mothers/shop.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const later = (ms: number): Date => new Date(NOW.getTime() + ms);

async function addPurchase(repositories: Repositories, shop: Shop, overrides: PurchaseOverrides = {}): Promise<Purchase> {
  return repositories.purchases.add(aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, expiryDate: null, ...overrides }));
}

/** A member of staff who accepted the invitation. @returns its id */
async function givenStaff(repositories: Repositories, businessId: number, email: string, name: string | null): Promise<number> {
  const at = new Date('2025-06-01T00:00:00.000Z');
  const member = await repositories.staff.add({ businessId, email, name, role: 'cashier', passwordHash: 'hash', invitedAt: at, acceptedAt: at, removedAt: null });
  return member.id;
}

function undoBy(shop: Shop, redemptionId: number, at: Date, reason = 'Wrong customer'): UndoUse {
  return { redemptionId, businessId: shop.business.id, at, by: { type: 'business', id: shop.business.id }, reason };
}

/** The till's view of the log: locations, bills, undo lines, the Redemptions list and the figures read from it. */
export function redemptionLogContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('Redemption log at the till', () => {
    it('records the location and the bill with the use, and hands the log line back', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const locationId = (await ctx.repositories.locations.add(aLocation(shop.business.id, { name: 'Main street' }))).id;
      const purchase = await addPurchase(ctx.repositories, shop);

      const used = await ctx.repositories.purchases.redeemOnce(purchase.id, {
        at: NOW,
        by: { type: 'staff', id: 7 },
        channel: 'qr_code',
        locationId,
        billCents: cents(4250),
      });

      expect(used?.redemption.toProps()).toEqual({
        id: expect.any(Number),
        kind: 'redeem',
        purchaseId: purchase.id,
        dealId: shop.deal.id,
        businessId: shop.business.id,
        userId: shop.user.id,
        channel: 'qr_code',
        redeemedBy: { type: 'staff', id: 7 },
        redeemedAt: NOW,
        locationId,
        billCents: 4250,
        undoesId: null,
        reason: null,
      });
      expect((await ctx.repositories.redemptions.findById(used?.redemption.id ?? 0))?.toProps()).toEqual(used?.redemption.toProps());
    });

    it('undoes a use: the purchase gets it back with the previous use time, and the log keeps both lines', async ({ ctx }) => {
      const { purchases, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 3 });
      await purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });
      const second = await purchases.redeemOnce(purchase.id, { at: later(60_000), by: { type: 'business', id: shop.business.id }, channel: 'qr_code', billCents: cents(1000) });

      const undone = await purchases.undoOnce(undoBy(shop, second?.redemption.id ?? 0, later(120_000), 'Scanned twice'));

      expect(undone?.purchase.toProps()).toMatchObject({ redemptionsUsed: 1, redeemed: false, redeemedAt: NOW });
      expect((await purchases.findById(purchase.id))?.toProps()).toMatchObject({ redemptionsUsed: 1, redeemed: false, redeemedAt: NOW });
      expect(undone?.undo.toProps()).toEqual({
        id: expect.any(Number),
        kind: 'undo',
        purchaseId: purchase.id,
        dealId: shop.deal.id,
        businessId: shop.business.id,
        userId: shop.user.id,
        channel: 'qr_code',
        redeemedBy: { type: 'business', id: shop.business.id },
        redeemedAt: later(120_000),
        locationId: null,
        billCents: null,
        undoesId: second?.redemption.id,
        reason: 'Scanned twice',
      });
      expect((await redemptions.listByPurchase(purchase.id)).map((line) => line.kind)).toEqual(['redeem', 'redeem', 'undo']);
      expect((await redemptions.findUndoOf(second?.redemption.id ?? 0))?.id).toBe(undone?.undo.id);
      expect(await redemptions.countByBusiness(shop.business.id)).toBe(1);
    });

    it('undoes the only use of a single-use purchase: active again, no last-use time', async ({ ctx }) => {
      const { purchases } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const purchase = await addPurchase(ctx.repositories, shop);
      const used = await purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });

      const undone = await purchases.undoOnce(undoBy(shop, used?.redemption.id ?? 0, later(1000)));

      expect(undone?.purchase.toProps()).toEqual(purchase.toProps());
      expect(await purchases.redeemOnce(purchase.id, { at: later(2000), by: { type: 'business', id: shop.business.id }, channel: 'text_code' })).not.toBeNull();
    });

    it('undoes at exactly 10 minutes, not a millisecond later', async ({ ctx }) => {
      const { purchases } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const onTime = await addPurchase(ctx.repositories, shop);
      const late = await addPurchase(ctx.repositories, shop);
      const a = await purchases.redeemOnce(onTime.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });
      const b = await purchases.redeemOnce(late.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });

      expect(await purchases.undoOnce(undoBy(shop, b?.redemption.id ?? 0, later(UNDO_WINDOW_MS + 1)))).toBeNull();
      expect(await purchases.undoOnce(undoBy(shop, a?.redemption.id ?? 0, later(UNDO_WINDOW_MS)))).not.toBeNull();
      expect((await purchases.findById(late.id))?.redemptionsUsed).toBe(1);
      expect(await ctx.repositories.redemptions.findUndoOf(b?.redemption.id ?? 0)).toBeNull();
    });

    it("refuses a second undo, another business's line, an undo line, a refunded purchase and an unknown id, changing nothing", async ({ ctx }) => {
      const { purchases, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const other = await givenAShop(ctx.repositories);
      const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 2 });
      const refunded = await addPurchase(ctx.repositories, shop);
      const first = await purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });
      const second = await purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });
      const ofRefunded = await purchases.redeemOnce(refunded.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });
      const stored = await purchases.findById(refunded.id);
      stored?.refund();
      if (stored) await purchases.save(stored);
      const undone = await purchases.undoOnce(undoBy(shop, first?.redemption.id ?? 0, later(1000)));

      expect(await purchases.undoOnce(undoBy(shop, first?.redemption.id ?? 0, later(2000)))).toBeNull();
      expect(await purchases.undoOnce({ ...undoBy(other, second?.redemption.id ?? 0, later(2000)) })).toBeNull();
      expect(await purchases.undoOnce(undoBy(shop, undone?.undo.id ?? 0, later(2000)))).toBeNull();
      expect(await purchases.undoOnce(undoBy(shop, ofRefunded?.redemption.id ?? 0, later(2000)))).toBeNull();
      expect(await purchases.undoOnce(undoBy(shop, 424242, later(2000)))).toBeNull();

      expect((await purchases.findById(purchase.id))?.redemptionsUsed).toBe(1);
      expect((await purchases.findById(refunded.id))?.toProps()).toMatchObject({ status: 'refunded', redemptionsUsed: 1 });
      expect((await redemptions.listByPurchase(purchase.id)).map((line) => line.kind)).toEqual(['redeem', 'redeem', 'undo']);
    });

    it('gives one use back for ten concurrent undos of one line; the others are refused', async ({ ctx }) => {
      const { purchases, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 3 });
      for (let use = 0; use < 3; use += 1) await purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'business', id: shop.business.id }, channel: 'text_code' });
      const [line] = await redemptions.listByPurchase(purchase.id);

      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          purchases.undoOnce(undoBy(shop, line?.id ?? 0, later(1000))).then(
            (done) => (done ? 'undone' : 'refused'),
            (error: unknown) => (error instanceof ConflictError && error.code === 'redemption.already_undone' ? 'refused' : String(error)),
          ),
        ),
      );

      expect(outcomes.filter((outcome) => outcome === 'undone')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(9);
      expect((await purchases.findById(purchase.id))?.redemptionsUsed).toBe(2);
      expect((await redemptions.listByPurchase(purchase.id)).filter((l) => l.kind === 'undo')).toHaveLength(1);
    });

    it('lists a day of redeem lines newest first with location, person, bill and the undo line; filters and pages', async ({ ctx }) => {
      const { purchases, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories, { title: 'Lunch deal' });
      const main = (await ctx.repositories.locations.add(aLocation(shop.business.id, { name: 'Main street' }))).id;
      const airport = (await ctx.repositories.locations.add(aLocation(shop.business.id, { name: 'Airport' }))).id;
      const ann = await givenStaff(ctx.repositories, shop.business.id, 'ann@example.com', 'Ann');
      const bob = await givenStaff(ctx.repositories, shop.business.id, 'bob@example.com', null);
      const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 5, discountPercent: 20 });
      const redeem = (at: Date, by: { type: 'staff' | 'business'; id: number }, locationId: number, billCents: number | null = null) =>
        purchases.redeemOnce(purchase.id, { at, by, channel: 'text_code', locationId, billCents: billCents === null ? null : cents(billCents) });
      await redeem(later(-3_600_000 * 24), { type: 'staff', id: ann }, main);
      const a = await redeem(later(0), { type: 'staff', id: ann }, main, 5000);
      const b = await redeem(later(60_000), { type: 'staff', id: bob }, airport);
      const c = await redeem(later(120_000), { type: 'business', id: shop.business.id }, main);
      await purchases.undoOnce({ redemptionId: a?.redemption.id ?? 0, businessId: shop.business.id, at: later(180_000), by: { type: 'staff', id: bob }, reason: 'Wrong code' });
      const day = { businessId: shop.business.id, from: later(-3_600_000), to: later(3_600_000), page: 1, pageSize: 10 };

      const all = await redemptions.listForBusiness(day);
      const onlyAnn = await redemptions.listForBusiness({ ...day, redeemedBy: { type: 'staff', id: ann } });
      const atAirport = await redemptions.listForBusiness({ ...day, locationId: airport });
      const secondPage = await redemptions.listForBusiness({ ...day, page: 2, pageSize: 2 });
      const pastTheEnd = await redemptions.listForBusiness({ ...day, page: 3, pageSize: 2 });
      const emptyDay = await redemptions.listForBusiness({ ...day, from: later(3_600_000 * 24), to: later(3_600_000 * 48) });

      expect(all.total).toBe(3);
      expect(all.entries.map((entry) => entry.id)).toEqual([c?.redemption.id, b?.redemption.id, a?.redemption.id]);
      expect(all.entries[2]).toEqual({
        id: a?.redemption.id,
        purchaseId: purchase.id,
        dealId: shop.deal.id,
        dealTitle: 'Lunch deal',
        discountPercent: 20,
        customerName: shop.user.username,
        channel: 'text_code',
        redeemedAt: later(0),
        redeemedBy: { account: { type: 'staff', id: ann }, name: 'Ann' },
        location: { id: main, name: 'Main street' },
        billCents: 5000,
        undo: { id: expect.any(Number), at: later(180_000), by: { account: { type: 'staff', id: bob }, name: 'bob@example.com' }, reason: 'Wrong code' },
      });
      expect(all.entries[0]).toMatchObject({ redeemedBy: { account: { type: 'business', id: shop.business.id }, name: null }, undo: null, billCents: null });
      expect(onlyAnn.entries.map((entry) => entry.id)).toEqual([a?.redemption.id]);
      expect(atAirport.entries.map((entry) => entry.id)).toEqual([b?.redemption.id]);
      expect(secondPage).toMatchObject({ total: 3, entries: [{ id: a?.redemption.id }] });
      expect(pastTheEnd).toEqual({ total: 3, entries: [] });
      expect(emptyDay).toEqual({ total: 0, entries: [] });
    });

    it('reads recorded bills only from redeem lines still standing', async ({ ctx }) => {
      const { purchases, redemptions } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 3 });
      const other = await addPurchase(ctx.repositories, shop);
      const by = { type: 'business' as const, id: shop.business.id };
      await purchases.redeemOnce(purchase.id, { at: NOW, by, channel: 'text_code', billCents: cents(2000) });
      const undone = await purchases.redeemOnce(purchase.id, { at: NOW, by, channel: 'text_code', billCents: cents(9900) });
      await purchases.redeemOnce(purchase.id, { at: NOW, by, channel: 'text_code', billCents: cents(3050) });
      await purchases.redeemOnce(other.id, { at: NOW, by, channel: 'text_code' });
      await purchases.undoOnce(undoBy(shop, undone?.redemption.id ?? 0, later(1000)));

      expect(await redemptions.recordedBillsByUser(shop.user.id)).toEqual(new Map([[purchase.id, [2000, 3050]]]));
      expect(await redemptions.recordedBillsOfBusiness(shop.business.id)).toBe(5050);
      expect(await redemptions.recordedBillsOfBusiness(424242)).toBe(0);
      expect(await redemptions.countByBusiness(shop.business.id)).toBe(3);
    });

    it("leaves undone uses out of the weekly summary's count", async ({ ctx }) => {
      const { purchases } = ctx.repositories;
      const shop = await givenAShop(ctx.repositories);
      const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 2 });
      const by = { type: 'business' as const, id: shop.business.id };
      await purchases.redeemOnce(purchase.id, { at: NOW, by, channel: 'text_code' });
      const undone = await purchases.redeemOnce(purchase.id, { at: NOW, by, channel: 'text_code' });
      await purchases.undoOnce(undoBy(shop, undone?.redemption.id ?? 0, later(1000)));

      const week = await purchases.weeklyFigures({ from: later(-86_400_000), to: later(86_400_000), summaryByDefault: true, topDeals: 3 });

      expect(week.find((figures) => figures.businessId === shop.business.id)?.redemptions).toBe(1);
    });
  });
}
