import { Gift } from '@marketplace/core/gifts/domain/gift';
import { Purchase, type NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { RedemptionUse } from '@marketplace/core/purchases/ports/purchase.repository.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aDeal } from './mothers/deal.mother.js';
import { aPurchase, type PurchaseOverrides } from './mothers/purchase.mother.js';
import { givenAShop, type Shop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';
import { useAt } from './mothers/redemption-use.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

function ownedBy(shop: Shop): Pick<NewPurchase, 'userId' | 'dealId' | 'businessId'> {
  return { userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id };
}

async function addPurchase(repositories: Repositories, shop: Shop, overrides: PurchaseOverrides = {}): Promise<Purchase> {
  return repositories.purchases.add(aPurchase({ ...ownedBy(shop), ...overrides }));
}

export function purchaseRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('PurchaseRepository', () => {
    describe('storing', () => {
      it('stores a purchase with every field filled and gives every field back', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const input = aPurchase({
          ...ownedBy(shop),
          redemptions: 3,
          redemptionsUsed: 1,
          redeemedAt: new Date('2025-04-02T03:04:05.678Z'),
          customPriceCents: 3500,
          customDiscount: 27,
          customRedemptions: 3,
          purchaseDate: new Date('2025-03-10T15:16:17.181Z'),
          expiryDate: new Date('2025-12-31T23:59:59.999Z'),
          createdAt: new Date('2025-03-10T15:16:17.182Z'),
        });

        const added = await ctx.repositories.purchases.add(input);

        expect(added.id).toBeGreaterThan(0);
        expect(added.toProps()).toEqual({ ...input, id: added.id });
        expect((await ctx.repositories.purchases.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
      });

      it('stores a pending purchase with every optional field null', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const input = aPurchase({ ...ownedBy(shop), status: 'pending', stripePaymentId: null, expiryDate: null });

        const added = await ctx.repositories.purchases.add(input);

        expect((await ctx.repositories.purchases.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
      });

      it('answers null for an unknown id, payment intent or code', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        await addPurchase(ctx.repositories, shop);

        expect(await purchases.findById(424242)).toBeNull();
        expect(await purchases.findByPaymentIntentId('pi_unknown')).toBeNull();
        expect(await purchases.findByCode({ kind: 'text', value: 'ZZZZ-ZZZZ' })).toBeNull();
        expect(await purchases.findByCode({ kind: 'qr', value: 'unknown-token' })).toBeNull();
      });

      it('finds a purchase by its payment intent', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const added = await addPurchase(ctx.repositories, shop, { stripePaymentIntentId: 'pi_findme' });
        await addPurchase(ctx.repositories, shop);

        expect((await ctx.repositories.purchases.findByPaymentIntentId('pi_findme'))?.id).toBe(added.id);
      });

      it('finds a purchase by its text code or its QR token, each by its own kind', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const added = await addPurchase(ctx.repositories, shop, { textCode: 'AB12-CD34', qrCode: 'qr-token-of-this-purchase', passSecret: 'pass-secret-of-this-purchase' });
        await addPurchase(ctx.repositories, shop);

        expect((await purchases.findByCode({ kind: 'text', value: 'AB12-CD34' }))?.id).toBe(added.id);
        // The live pass is checked with the secret of the purchase its token names (DESIGN.md 10.6).
        expect((await purchases.findByCode({ kind: 'qr', value: 'qr-token-of-this-purchase' }))?.toProps().passSecret).toBe('pass-secret-of-this-purchase');
        expect(await purchases.findByCode({ kind: 'qr', value: 'AB12-CD34' })).toBeNull();
        expect(await purchases.findByCode({ kind: 'text', value: 'qr-token-of-this-purchase' })).toBeNull();
      });

      it("lists a user's purchases newest first, and nobody else's", async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const other = await ctx.repositories.users.add(aUser());
        const older = await addPurchase(ctx.repositories, shop, { purchaseDate: new Date('2025-03-01T10:00:00Z'), createdAt: new Date('2025-03-01T10:00:00Z') });
        const newer = await addPurchase(ctx.repositories, shop, { purchaseDate: new Date('2025-03-02T10:00:00Z'), createdAt: new Date('2025-03-02T10:00:00Z') });
        await addPurchase(ctx.repositories, shop, { userId: other.id });

        const listed = await ctx.repositories.purchases.listByUser(shop.user.id);

        expect(listed.map((p) => p.id)).toEqual([newer.id, older.id]);
        expect(listed[1]?.toProps()).toEqual(older.toProps());
        expect(await ctx.repositories.purchases.listByUser(424242)).toEqual([]);
      });

      it("sums the uses of a user's completed purchases of a deal, spent or not, not pending or refunded ones", async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const otherDeal = await ctx.repositories.deals.add(aDeal({ businessId: shop.business.id }));
        const otherUser = await ctx.repositories.users.add(aUser());
        await addPurchase(ctx.repositories, shop, { status: 'completed', redemptions: 3, redemptionsUsed: 3, redeemed: true, redeemedAt: NOW });
        await addPurchase(ctx.repositories, shop, { status: 'completed', redemptions: 2 });
        await addPurchase(ctx.repositories, shop, { status: 'pending' });
        await addPurchase(ctx.repositories, shop, { status: 'refunded' });
        await addPurchase(ctx.repositories, shop, { dealId: otherDeal.id });
        await addPurchase(ctx.repositories, shop, { userId: otherUser.id });

        expect(await ctx.repositories.purchases.usesHeldByUserForDeal(shop.user.id, shop.deal.id)).toBe(5);
        expect(await ctx.repositories.purchases.usesHeldByUserForDeal(otherUser.id, otherDeal.id)).toBe(0);
      });

      it('answers in one read the purchase recorded for a payment intent, if any, and the uses held', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const otherUser = await ctx.repositories.users.add(aUser());
        await addPurchase(ctx.repositories, shop, { status: 'completed', redemptions: 3 });
        await addPurchase(ctx.repositories, shop, { status: 'refunded', redemptions: 4 });
        const recorded = await addPurchase(ctx.repositories, shop, { status: 'completed', redemptions: 2, stripePaymentIntentId: 'pi_recorded' });

        const found = await purchases.recordingState('pi_recorded', shop.user.id, shop.deal.id);
        expect({ recorded: found.recorded?.toProps(), usesHeld: found.usesHeld }).toEqual({ recorded: recorded.toProps(), usesHeld: 5 });
        expect(await purchases.recordingState('pi_new', shop.user.id, shop.deal.id)).toEqual({ recorded: null, usesHeld: 5 });
        expect(await purchases.recordingState('pi_new', otherUser.id, shop.deal.id)).toEqual({ recorded: null, usesHeld: 0 });
      });

      it('finds a purchase for its customer to use: not for another, not while it is a gift its recipient has not claimed', async ({ ctx }) => {
        const { purchases, gifts, users } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const kept = await addPurchase(ctx.repositories, shop);
        const gifted = await addPurchase(ctx.repositories, shop);
        const stranger = await users.add(aUser());
        const gift = await gifts.add(
          Gift.create({ purchaseId: gifted.id, buyerId: shop.user.id, recipient: { name: 'Ana', email: 'ana@test.example' }, message: '', sendOn: '2025-06-15', timeZone: 'UTC', now: NOW }),
        );

        expect((await purchases.findUsableBy(kept.id, shop.user.id))?.toProps()).toEqual(kept.toProps());
        expect(await purchases.findUsableBy(kept.id, stranger.id)).toBeNull();
        expect(await purchases.findUsableBy(kept.id + 1000, shop.user.id)).toBeNull();
        expect(await purchases.findUsableBy(gifted.id, shop.user.id)).toBeNull();

        // Claimed, the purchase is the recipient's to use, and no longer the buyer's.
        gift.claim(stranger.id, NOW);
        expect(await gifts.saveChange(gift, 0)).toBe(true);
        gifted.handOver(stranger.id, { textCode: 'GIFT-0001', qrCode: 'qr-gift-1', passSecret: 'secret-gift-1' });
        await purchases.save(gifted);
        expect((await purchases.findUsableBy(gifted.id, stranger.id))?.toProps()).toEqual(gifted.toProps());
        expect(await purchases.findUsableBy(gifted.id, shop.user.id)).toBeNull();
      });

      it('refuses a second purchase for the same payment intent', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        await addPurchase(ctx.repositories, shop, { stripePaymentIntentId: 'pi_once' });

        await expectDomainError(
          addPurchase(ctx.repositories, shop, { stripePaymentIntentId: 'pi_once' }),
          ConflictError,
          'purchase.duplicate_payment',
        );
        expect(await ctx.repositories.purchases.listByUser(shop.user.id)).toHaveLength(1);
      });

      it('refuses a purchase whose text code or QR token is taken', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        await addPurchase(ctx.repositories, shop, { textCode: 'AAAA-BBBB', qrCode: 'qr-taken' });

        await expectDomainError(addPurchase(ctx.repositories, shop, { textCode: 'AAAA-BBBB' }), ConflictError, 'purchase.duplicate_code');
        await expectDomainError(addPurchase(ctx.repositories, shop, { qrCode: 'qr-taken' }), ConflictError, 'purchase.duplicate_code');
        expect(await ctx.repositories.purchases.listByUser(shop.user.id)).toHaveLength(1);
      });

      it('saves changes to a purchase', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 2 });

        purchase.redeem(NOW);
        purchase.refund();
        await ctx.repositories.purchases.save(purchase);

        const found = await ctx.repositories.purchases.findById(purchase.id);
        expect(found?.toProps()).toEqual(purchase.toProps());
        expect(found?.status).toBe('refunded');
        expect(found?.redemptionsUsed).toBe(1);
      });

      it('refuses to save a purchase it does not know', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const ghost = Purchase.restore({ ...aPurchase(ownedBy(shop)), id: 424242 });

        await expectDomainError(ctx.repositories.purchases.save(ghost), NotFoundError);
        expect(await ctx.repositories.purchases.findById(424242)).toBeNull();
      });

      it('keeps what is stored when a caller changes a purchase without saving it', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop);

        purchase.refund();
        (await ctx.repositories.purchases.findById(purchase.id))?.redeem(NOW);

        const stored = await ctx.repositories.purchases.findById(purchase.id);
        expect(stored?.status).toBe('completed');
        expect(stored?.redemptionsUsed).toBe(0);
      });
    });

    describe('redeemOnce', () => {
      it('uses the only redemption of a single-use purchase', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop);

        const redeemed = await ctx.repositories.purchases.redeemOnce(purchase.id, useAt(NOW, { type: 'business', id: shop.business.id }));

        const expected = { ...purchase.toProps(), redemptionsUsed: 1, redeemed: true, redeemedAt: NOW };
        expect(redeemed?.purchase.toProps()).toEqual(expected);
        expect((await ctx.repositories.purchases.findById(purchase.id))?.toProps()).toEqual(expected);
      });

      it('writes the use in the redemption log with the purchase, in the same statement', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop);

        await ctx.repositories.purchases.redeemOnce(purchase.id, { at: NOW, by: { type: 'user', id: shop.user.id }, channel: 'self' });

        const lines = await ctx.repositories.redemptions.listByPurchase(purchase.id);
        expect(lines.map((line) => line.toProps())).toEqual([
          {
            id: expect.any(Number),
            purchaseId: purchase.id,
            dealId: shop.deal.id,
            businessId: shop.business.id,
            userId: shop.user.id,
            channel: 'self',
            redeemedBy: { type: 'user', id: shop.user.id },
            redeemedAt: NOW,
            kind: 'redeem',
            locationId: null,
            billCents: null,
            undoesId: null,
            reason: null,
          },
        ]);
      });

      it("takes a use for its customer only while the purchase is theirs to use (not another's, not a gift its recipient has not claimed)", async ({ ctx }) => {
        const { purchases, gifts, users } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const kept = await addPurchase(ctx.repositories, shop, { redemptions: 2 });
        const gifted = await addPurchase(ctx.repositories, shop);
        const stranger = await users.add(aUser());
        const gift = await gifts.add(
          Gift.create({ purchaseId: gifted.id, buyerId: shop.user.id, recipient: { name: 'Ana', email: 'ana@test.example' }, message: '', sendOn: '2025-06-15', timeZone: 'UTC', now: NOW }),
        );
        const by = (userId: number): RedemptionUse => ({ at: NOW, by: { type: 'user', id: userId }, channel: 'self', usableBy: userId });

        expect(await purchases.redeemOnce(kept.id, by(stranger.id))).toBeNull();
        expect(await purchases.redeemOnce(gifted.id, by(shop.user.id))).toBeNull();
        expect(await purchases.redeemOnce(gifted.id, by(stranger.id))).toBeNull();
        expect((await purchases.findById(kept.id))?.toProps()).toEqual(kept.toProps());
        expect((await purchases.findById(gifted.id))?.toProps()).toEqual(gifted.toProps());
        expect(await ctx.repositories.redemptions.listByPurchase(gifted.id)).toEqual([]);
        expect((await purchases.redeemOnce(kept.id, by(shop.user.id)))?.purchase.toProps()).toMatchObject({ userId: shop.user.id, redemptionsUsed: 1 });

        // Claimed, the purchase is the recipient's to use, and no longer the buyer's.
        gift.claim(stranger.id, NOW);
        expect(await gifts.saveChange(gift, 0)).toBe(true);
        gifted.handOver(stranger.id, { textCode: 'GIFT-0002', qrCode: 'qr-gift-2', passSecret: 'secret-gift-2' });
        await purchases.save(gifted);
        expect(await purchases.redeemOnce(gifted.id, by(shop.user.id))).toBeNull();
        const used = await purchases.redeemOnce(gifted.id, by(stranger.id));
        expect({ purchase: used?.purchase.toProps(), line: used?.redemption.toProps() }).toMatchObject({
          purchase: { userId: stranger.id, redemptionsUsed: 1, redeemed: true },
          line: { purchaseId: gifted.id, userId: stranger.id, channel: 'self', redeemedBy: { type: 'user', id: stranger.id } },
        });
      });

      it('refuses a used-up purchase and changes nothing', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop);
        await ctx.repositories.purchases.redeemOnce(purchase.id, useAt(NOW));
        const before = (await ctx.repositories.purchases.findById(purchase.id))?.toProps();

        expect(await ctx.repositories.purchases.redeemOnce(purchase.id, useAt(new Date(NOW.getTime() + 1000)))).toBeNull();

        expect((await ctx.repositories.purchases.findById(purchase.id))?.toProps()).toEqual(before);
        expect(await ctx.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
      });

      it('counts the uses of a multi-use purchase and marks it redeemed at the last', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 3 });
        const at = (minutes: number): Date => new Date(NOW.getTime() + minutes * 60_000);

        const first = await purchases.redeemOnce(purchase.id, useAt(at(1)));
        const second = await purchases.redeemOnce(purchase.id, useAt(at(2)));
        const third = await purchases.redeemOnce(purchase.id, useAt(at(3)));
        const fourth = await purchases.redeemOnce(purchase.id, useAt(at(4)));

        expect(first?.purchase.toProps()).toMatchObject({ redemptionsUsed: 1, redeemed: false, redeemedAt: at(1) });
        expect(first?.purchase.displayStatus(at(1))).toBe('Active');
        expect(second?.purchase.toProps()).toMatchObject({ redemptionsUsed: 2, redeemed: false, redeemedAt: at(2) });
        expect(third?.purchase.toProps()).toMatchObject({ redemptionsUsed: 3, redeemed: true, redeemedAt: at(3) });
        expect(third?.purchase.displayStatus(at(3))).toBe('Redeemed');
        expect(fourth).toBeNull();
        expect((await purchases.findById(purchase.id))?.toProps()).toMatchObject({
          redemptionsUsed: 3,
          redeemed: true,
          redeemedAt: at(3),
        });
      });

      it('reads a row stored as redeemed with uses left (before DESIGN.md 10.3) as Active, and redeems its next use', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const stored = await addPurchase(ctx.repositories, shop, { redemptions: 3, redemptionsUsed: 1, redeemed: true, redeemedAt: NOW });

        const found = await purchases.findById(stored.id);
        expect(found?.toProps()).toMatchObject({ redemptionsUsed: 1, redeemed: false });
        expect(found?.displayStatus(NOW)).toBe('Active');
        const later = new Date(NOW.getTime() + 60_000);
        expect((await purchases.redeemOnce(stored.id, useAt(later)))?.purchase.toProps()).toMatchObject({ redemptionsUsed: 2, redeemed: false, redeemedAt: later });
      });

      it('redeems up to and including the expiry instant, and refuses after it', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const expiry = new Date('2025-06-30T23:59:59.000Z');
        const onTime = await addPurchase(ctx.repositories, shop, { expiryDate: expiry });
        const late = await addPurchase(ctx.repositories, shop, { expiryDate: expiry });

        expect(await purchases.redeemOnce(onTime.id, useAt(expiry))).not.toBeNull();
        expect(await purchases.redeemOnce(late.id, useAt(new Date(expiry.getTime() + 1)))).toBeNull();
        expect((await purchases.findById(late.id))?.toProps()).toEqual(late.toProps());
      });

      it('redeems a purchase without an expiry date at any time', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop, { expiryDate: null });

        expect(await ctx.repositories.purchases.redeemOnce(purchase.id, useAt(new Date('2099-01-01T00:00:00Z')))).not.toBeNull();
      });

      it('refuses a refunded or pending purchase and an unknown id, changing nothing', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const refunded = await addPurchase(ctx.repositories, shop, { status: 'refunded' });
        const pending = await addPurchase(ctx.repositories, shop, { status: 'pending' });

        expect(await purchases.redeemOnce(refunded.id, useAt(NOW))).toBeNull();
        expect(await purchases.redeemOnce(pending.id, useAt(NOW))).toBeNull();
        expect(await purchases.redeemOnce(424242, useAt(NOW))).toBeNull();
        expect((await purchases.findById(refunded.id))?.toProps()).toEqual(refunded.toProps());
        expect((await purchases.findById(pending.id))?.toProps()).toEqual(pending.toProps());
        expect(await ctx.repositories.redemptions.listByPurchase(refunded.id)).toEqual([]);
        expect(await ctx.repositories.redemptions.listByPurchase(pending.id)).toEqual([]);
      });

      it("redeems exactly when the entity's rule allows it, for every standing", async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const standings: PurchaseOverrides[] = [
          {},
          { status: 'pending' },
          { status: 'refunded' },
          { status: 'refunded', redemptionsUsed: 1 },
          { redemptions: 2, redemptionsUsed: 1 },
          { redemptions: 2, redemptionsUsed: 2 },
          { expiryDate: NOW },
          { expiryDate: new Date(NOW.getTime() - 1) },
          { expiryDate: null },
          { redemptionsUsed: 1, expiryDate: new Date(NOW.getTime() - 1) },
        ];
        for (const standing of standings) {
          const purchase = await addPurchase(ctx.repositories, shop, standing);
          const decided = Purchase.restore(purchase.toProps());
          const refusal = decided.redeem(NOW);

          const redeemed = await purchases.redeemOnce(purchase.id, useAt(NOW));

          expect(redeemed?.purchase.toProps() ?? null, JSON.stringify(standing)).toEqual(refusal === null ? decided.toProps() : null);
        }
      });

      it('gives exactly three of twenty concurrent calls on a three-use purchase', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const purchase = await addPurchase(ctx.repositories, shop, { redemptions: 3 });

        const results = await Promise.all(Array.from({ length: 20 }, () => purchases.redeemOnce(purchase.id, useAt(NOW))));

        const successes = results.filter((result) => result !== null);
        expect(successes).toHaveLength(3);
        expect(successes.map((use) => use.purchase.redemptionsUsed).sort()).toEqual([1, 2, 3]);
        expect((await purchases.findById(purchase.id))?.toProps()).toMatchObject({ redemptionsUsed: 3, redeemed: true });
        expect(await ctx.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(3);
      });
    });

    describe('salesFigures', () => {
      it('adds up completed purchases, counts refunds and uses, and groups sales by UTC day', async ({ ctx }) => {
        const { purchases } = ctx.repositories;
        const shop = await givenAShop(ctx.repositories);
        const other = await givenAShop(ctx.repositories);
        const sale = (purchaseDate: string, amountCents: number, more: PurchaseOverrides = {}): Promise<Purchase> =>
          addPurchase(ctx.repositories, shop, {
            purchaseDate: new Date(purchaseDate),
            amountCents,
            businessShareCents: (amountCents * 3) / 4,
            platformFeeCents: amountCents / 4,
            ...more,
          });
        await sale('2025-03-10T00:00:00.000Z', 2000, { redemptionsUsed: 1, redeemed: true, redeemedAt: NOW });
        await sale('2025-03-10T23:59:59.999Z', 3000, { redemptions: 3, redemptionsUsed: 2 });
        await sale('2025-03-11T00:00:00.000Z', 1000);
        await sale('2025-03-09T12:00:00.000Z', 4000, { status: 'refunded', redemptionsUsed: 1 });
        await sale('2025-03-09T13:00:00.000Z', 8000, { status: 'refunded' });
        await sale('2025-03-08T12:00:00.000Z', 5000, { status: 'pending' });
        await addPurchase(ctx.repositories, other, { amountCents: 9900, redemptionsUsed: 1 });

        const figures = await purchases.salesFigures(shop.business.id);

        expect(figures).toEqual({
          sales: 3,
          revenueCents: 6000,
          businessShareCents: 4500,
          platformFeeCents: 1500,
          redemptions: 4,
          refunds: 2,
          daily: [
            { day: '2025-03-10', sales: 2, revenueCents: 5000, businessShareCents: 3750 },
            { day: '2025-03-11', sales: 1, revenueCents: 1000, businessShareCents: 750 },
          ],
        });
      });

      it('answers zeros and no days for a business without purchases', async ({ ctx }) => {
        const shop = await givenAShop(ctx.repositories);

        expect(await ctx.repositories.purchases.salesFigures(shop.business.id)).toEqual({
          sales: 0,
          revenueCents: 0,
          businessShareCents: 0,
          platformFeeCents: 0,
          redemptions: 0,
          refunds: 0,
          daily: [],
        });
      });
    });
  });
}
