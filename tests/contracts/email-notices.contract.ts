import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { ExpiryReminderWindow, WeeklySummaryQuery } from '@marketplace/core/purchases/ports/purchase.repository.port';
import { DEFAULT_EMAIL_PREFERENCES } from '@marketplace/core/accounts/domain/email-preferences';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aDeal } from './mothers/deal.mother.js';
import { aPurchase, type PurchaseOverrides } from './mothers/purchase.mother.js';
import { useAt } from './mothers/redemption-use.mother.js';
import { givenAShop, type Shop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const SEVEN_DAYS = 7 * 24 * 3600;

/** The 7-day window as the job asks for it: expiring after one day and at most seven days from now. */
const WEEK_AHEAD: ExpiryReminderWindow = {
  expiringAfter: at(1),
  expiringBy: at(7),
  leadSeconds: SEVEN_DAYS,
  remindersByDefault: true,
  unwrittenKeyPrefix: 'expiry-reminder-7d:',
};

async function bought(repositories: Repositories, shop: Shop, overrides: PurchaseOverrides = {}) {
  return repositories.purchases.add(
    aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, purchaseDate: at(-30), ...overrides }),
  );
}

const WEEK: WeeklySummaryQuery = {
  from: new Date('2025-06-09T00:00:00.000Z'),
  to: new Date('2025-06-16T00:00:00.000Z'),
  summaryByDefault: true,
  topDeals: 2,
};

/** The queries the reminder and summary jobs run, on every adapter of the purchase repository. */
export function emailNoticesContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('PurchaseRepository: expiry reminders due', () => {
    it('answers a completed purchase with uses left expiring in the window, with what its email needs', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const purchase = await bought(ctx.repositories, shop, { redemptions: 3, redemptionsUsed: 1, expiryDate: at(5) });

      expect(await ctx.repositories.purchases.expiryRemindersDue(WEEK_AHEAD)).toEqual([
        {
          purchaseId: purchase.id,
          userId: shop.user.id,
          customerEmail: shop.user.email,
          dealTitle: shop.deal.title,
          businessName: shop.business.name,
          usesLeft: 2,
          redemptions: 3,
          expiresAt: at(5),
          textCode: purchase.toProps().textCode,
        },
      ]);
    });

    it('leaves out purchases outside the window, used up, refunded or pending', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      await bought(ctx.repositories, shop, { expiryDate: at(8) });
      await bought(ctx.repositories, shop, { expiryDate: at(1) });
      await bought(ctx.repositories, shop, { expiryDate: at(-1) });
      await bought(ctx.repositories, shop, { expiryDate: null });
      await bought(ctx.repositories, shop, { expiryDate: at(3), redemptions: 2, redemptionsUsed: 2, redeemed: true });
      await bought(ctx.repositories, shop, { expiryDate: at(3), status: 'refunded' });
      await bought(ctx.repositories, shop, { expiryDate: at(3), status: 'pending' });
      const due = await bought(ctx.repositories, shop, { expiryDate: at(7) });

      expect((await ctx.repositories.purchases.expiryRemindersDue(WEEK_AHEAD)).map((row) => row.purchaseId)).toEqual([due.id]);
    });

    it('leaves out a purchase bought later than the lead before its expiry (no late 7-day reminder)', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      await bought(ctx.repositories, shop, { purchaseDate: at(-4), expiryDate: at(2) });
      const early = await bought(ctx.repositories, shop, { purchaseDate: at(-5), expiryDate: at(2) });

      expect((await ctx.repositories.purchases.expiryRemindersDue(WEEK_AHEAD)).map((row) => row.purchaseId)).toEqual([early.id]);
    });

    it('respects each customer’s switch, and the default for customers who never chose', async ({ ctx }) => {
      const { repositories } = ctx;
      const shop = await givenAShop(repositories);
      const other = await repositories.users.add(aUser());
      await repositories.emailPreferences.update(other.id, { expiryReminders: false }, { ...DEFAULT_EMAIL_PREFERENCES }, NOW);
      const kept = await bought(repositories, shop, { expiryDate: at(4) });
      await bought(repositories, { ...shop, user: other }, { expiryDate: at(3) });

      expect((await repositories.purchases.expiryRemindersDue(WEEK_AHEAD)).map((row) => row.purchaseId)).toEqual([kept.id]);
      expect(await repositories.purchases.expiryRemindersDue({ ...WEEK_AHEAD, remindersByDefault: false })).toEqual([]);
    });

    it('leaves out a purchase whose reminder of this lead is in the outbox already', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const reminded = await bought(ctx.repositories, shop, { expiryDate: at(3) });
      const other = await bought(ctx.repositories, shop, { expiryDate: at(4) });
      const draft = { kind: 'expiry-reminder-7d', to: shop.user.email, subject: 'Reminder', html: '<p>Reminder</p>', text: 'Reminder' };
      await ctx.repositories.outbox.add({ ...draft, dedupeKey: `expiry-reminder-7d:${reminded.id}` }, NOW);
      await ctx.repositories.outbox.add({ ...draft, dedupeKey: `expiry-reminder-1d:${other.id}` }, NOW);

      expect((await ctx.repositories.purchases.expiryRemindersDue(WEEK_AHEAD)).map((row) => row.purchaseId)).toEqual([other.id]);
    });

    it('orders the reminders soonest expiry first', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const later = await bought(ctx.repositories, shop, { expiryDate: at(6) });
      const sooner = await bought(ctx.repositories, shop, { expiryDate: at(2) });

      expect((await ctx.repositories.purchases.expiryRemindersDue(WEEK_AHEAD)).map((row) => row.purchaseId)).toEqual([sooner.id, later.id]);
    });
  });

  describe('PurchaseRepository: weekly figures', () => {
    it('sums a business’s completed sales of the week, its uses of the week and its top deals', async ({ ctx }) => {
      const { repositories } = ctx;
      const shop = await givenAShop(repositories);
      const second = await repositories.deals.add(aDeal({ businessId: shop.business.id }));
      const third = await repositories.deals.add(aDeal({ businessId: shop.business.id }));
      const inWeek = new Date('2025-06-10T10:00:00.000Z');
      const sale = (dealId: number, amountCents: number, overrides: PurchaseOverrides = {}) =>
        bought(repositories, { ...shop, deal: { ...shop.deal, id: dealId } as Shop['deal'] }, {
          amountCents,
          platformFeeCents: amountCents / 4,
          businessShareCents: (amountCents * 3) / 4,
          purchaseDate: inWeek,
          ...overrides,
        });
      const used = await sale(shop.deal.id, 2000, { redemptions: 2 });
      await sale(shop.deal.id, 2000);
      await sale(second.id, 4000);
      await sale(third.id, 1200);
      await sale(third.id, 4000, { status: 'refunded' });
      await sale(shop.deal.id, 8000, { purchaseDate: new Date('2025-06-08T23:59:59.000Z') });
      await sale(shop.deal.id, 8000, { purchaseDate: new Date('2025-06-16T00:00:00.000Z') });
      await repositories.purchases.redeemOnce(used.id, useAt(new Date('2025-06-11T09:00:00.000Z')));
      await repositories.purchases.redeemOnce(used.id, useAt(new Date('2025-06-16T09:00:00.000Z')));

      const [figures, ...others] = await repositories.purchases.weeklyFigures(WEEK);

      expect(others).toEqual([]);
      expect(figures).toEqual({
        businessId: shop.business.id,
        businessName: shop.business.name,
        businessEmail: shop.business.email,
        sales: 4,
        grossCents: 9200,
        businessShareCents: 6900,
        redemptions: 1,
        topDeals: [
          { dealId: shop.deal.id, title: shop.deal.title, sales: 2, grossCents: 4000 },
          { dealId: second.id, title: second.title, sales: 1, grossCents: 4000 },
        ],
      });
    });

    it('answers zeros for a business without sales, and leaves out unverified businesses and those that turned it off', async ({ ctx }) => {
      const { repositories } = ctx;
      const quiet = await repositories.businesses.add(aBusiness());
      await repositories.businesses.add(aBusiness({ verified: false }));
      const off = await repositories.businesses.add(aBusiness());
      await repositories.emailPreferences.updateForBusiness(off.id, { weeklySummary: false }, { weeklySummary: true }, NOW);

      expect(await repositories.purchases.weeklyFigures(WEEK)).toEqual([
        { businessId: quiet.id, businessName: quiet.name, businessEmail: quiet.email, sales: 0, grossCents: 0, businessShareCents: 0, redemptions: 0, topDeals: [] },
      ]);
      expect(await repositories.purchases.weeklyFigures({ ...WEEK, summaryByDefault: false })).toEqual([]);
    });
  });

  describe('EmailPreferencesRepository: a business’s switches', () => {
    it('has nothing until the business changes one, then keeps it', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      const { emailPreferences } = ctx.repositories;
      expect(await emailPreferences.findForBusiness(business.id)).toBeNull();

      expect(await emailPreferences.updateForBusiness(business.id, { weeklySummary: false }, { weeklySummary: true }, NOW)).toEqual({ weeklySummary: false });
      expect(await emailPreferences.updateForBusiness(business.id, {}, { weeklySummary: true }, NOW)).toEqual({ weeklySummary: false });
      expect(await emailPreferences.findForBusiness(business.id)).toEqual({ weeklySummary: false });
    });
  });
}
