import { Review } from '@marketplace/core/reviews/domain/review';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aReview, givenARedeemedPurchase } from './mothers/review.mother.js';
import { givenAShop, type Shop } from './mothers/shop.mother.js';
import { aUser } from './mothers/user.mother.js';

const minute = (n: number): Date => new Date(Date.UTC(2025, 2, 1, 10, n, 0));

async function counters(repositories: Repositories, businessId: number) {
  const [business] = await repositories.businesses.findByIds([businessId]);
  const props = business?.toProps();
  return { count: props?.ratingCount, sum: props?.ratingSum, rating: business?.rating ?? null };
}

/** A stored review of a new redeemed purchase of the shop. */
async function givenAReview(repositories: Repositories, shop: Shop, overrides: { rating?: number; createdAt?: Date; userId?: number } = {}) {
  const userId = overrides.userId ?? shop.user.id;
  const purchase = await givenARedeemedPurchase(repositories, shop, userId);
  return repositories.reviews.add(
    aReview({ purchaseId: purchase.id, userId, businessId: shop.business.id, dealId: shop.deal.id, rating: overrides.rating ?? 4, createdAt: overrides.createdAt ?? minute(1) }),
  );
}

export function reviewRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('ReviewRepository', () => {
    it('stores a review, gives every field back with its names, and counts it on the business', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const purchase = await givenARedeemedPurchase(ctx.repositories, shop);
      const input = aReview({ purchaseId: purchase.id, userId: shop.user.id, businessId: shop.business.id, dealId: shop.deal.id, rating: 5, text: 'Line one\nline two ✓' });

      const added = await ctx.repositories.reviews.add(input);

      expect(added.toProps()).toEqual({ ...input, id: added.id });
      expect((await ctx.repositories.reviews.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
      const view = await ctx.repositories.reviews.findView(added.id);
      expect(view).toMatchObject({ authorName: shop.user.username, businessName: shop.business.name });
      expect(await counters(ctx.repositories, shop.business.id)).toEqual({ count: 1, sum: 5, rating: { average: 5, count: 1 } });
    });

    it('refuses a second review of the same purchase, and the counters keep only the first', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const purchase = await givenARedeemedPurchase(ctx.repositories, shop);
      const owners = { purchaseId: purchase.id, userId: shop.user.id, businessId: shop.business.id, dealId: shop.deal.id };
      await ctx.repositories.reviews.add(aReview({ ...owners, rating: 2 }));

      await expectDomainError(ctx.repositories.reviews.add(aReview({ ...owners, rating: 5 })), ConflictError, 'review.already_written');

      expect(await counters(ctx.repositories, shop.business.id)).toMatchObject({ count: 1, sum: 2 });
    });

    it('moves the counters by the difference on an edit, a hide and an unhide, and writes reply and hiding', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const first = await givenAReview(ctx.repositories, shop, { rating: 4 });
      await givenAReview(ctx.repositories, shop, { rating: 5 });
      expect(await counters(ctx.repositories, shop.business.id)).toEqual({ count: 2, sum: 9, rating: { average: 4.5, count: 2 } });

      const review = (await ctx.repositories.reviews.findById(first.id)) as Review;
      review.edit(shop.user.id, { rating: 2, text: 'Changed my mind about it.' }, minute(5));
      review.replyAs(shop.business.id, 'Sorry to hear that.', minute(6));
      await ctx.repositories.reviews.save(review);
      expect(await counters(ctx.repositories, shop.business.id)).toEqual({ count: 2, sum: 7, rating: { average: 3.5, count: 2 } });

      review.hide('Abusive language', minute(7));
      await ctx.repositories.reviews.save(review);
      expect(await counters(ctx.repositories, shop.business.id)).toEqual({ count: 1, sum: 5, rating: { average: 5, count: 1 } });
      // Saving a hidden review again (a second hide) counts nothing twice.
      await ctx.repositories.reviews.save(review);
      expect(await counters(ctx.repositories, shop.business.id)).toMatchObject({ count: 1, sum: 5 });
      expect((await ctx.repositories.reviews.findById(first.id))?.toProps()).toMatchObject({
        rating: 2,
        text: 'Changed my mind about it.',
        editedAt: minute(5),
        reply: { text: 'Sorry to hear that.', at: minute(6) },
        hidden: { reason: 'Abusive language', at: minute(7) },
      });

      review.unhide();
      await ctx.repositories.reviews.save(review);
      expect(await counters(ctx.repositories, shop.business.id)).toMatchObject({ count: 2, sum: 7 });
    });

    it('keeps the counters when the business itself is saved', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      await givenAReview(ctx.repositories, shop, { rating: 3 });

      await ctx.repositories.businesses.save(shop.business);

      expect(await counters(ctx.repositories, shop.business.id)).toMatchObject({ count: 1, sum: 3 });
    });

    it('lists a business newest first (ties by id), visible only unless asked, one page with the total', async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const other = await givenAShop(ctx.repositories);
      const a = await givenAReview(ctx.repositories, shop, { createdAt: minute(1) });
      const b = await givenAReview(ctx.repositories, shop, { createdAt: minute(3) });
      const c = await givenAReview(ctx.repositories, shop, { createdAt: minute(3) });
      const d = await givenAReview(ctx.repositories, shop, { createdAt: minute(2) });
      await givenAReview(ctx.repositories, other, { createdAt: minute(4) });
      const hidden = (await ctx.repositories.reviews.findById(d.id)) as Review;
      hidden.hide('Spam', minute(9));
      await ctx.repositories.reviews.save(hidden);

      const first = await ctx.repositories.reviews.listForBusiness(shop.business.id, { includeHidden: false }, { page: 1, limit: 2 });
      const second = await ctx.repositories.reviews.listForBusiness(shop.business.id, { includeHidden: false }, { page: 2, limit: 2 });
      const all = await ctx.repositories.reviews.listForBusiness(shop.business.id, { includeHidden: true }, { page: 1, limit: 10 });

      expect(first.reviews.map((view) => view.review.id)).toEqual([c.id, b.id]);
      expect(second.reviews.map((view) => view.review.id)).toEqual([a.id]);
      expect([first.total, second.total]).toEqual([3, 3]);
      expect(all.reviews.map((view) => view.review.id)).toEqual([c.id, b.id, d.id, a.id]);
    });

    it("lists an author's reviews (hidden too) and every review for the admin, newest first", async ({ ctx }) => {
      const shop = await givenAShop(ctx.repositories);
      const stranger = await ctx.repositories.users.add(aUser());
      const mine = await givenAReview(ctx.repositories, shop, { createdAt: minute(1) });
      const theirs = await givenAReview(ctx.repositories, shop, { createdAt: minute(2), userId: stranger.id });
      const hidden = (await ctx.repositories.reviews.findById(mine.id)) as Review;
      hidden.hide('Spam', minute(9));
      await ctx.repositories.reviews.save(hidden);

      const byAuthor = await ctx.repositories.reviews.listByAuthor(shop.user.id);
      const recent = await ctx.repositories.reviews.listRecent({ page: 1, limit: 10 });

      expect(byAuthor.map((view) => [view.review.id, view.review.toProps().hidden?.reason])).toEqual([[mine.id, 'Spam']]);
      expect(recent.reviews.map((view) => view.review.id)).toEqual([theirs.id, mine.id]);
      expect(recent.total).toBe(2);
      expect(recent.reviews[0]?.authorName).toBe(stranger.username);
    });

    it('answers null for an unknown review and refuses to save one', async ({ ctx }) => {
      expect(await ctx.repositories.reviews.findById(123_456)).toBeNull();
      expect(await ctx.repositories.reviews.findView(123_456)).toBeNull();
      const ghost = Review.restore({ ...aReview({ purchaseId: 1, userId: 1, businessId: 1, dealId: 1 }), id: 123_456 });
      await expectDomainError(ctx.repositories.reviews.save(ghost), NotFoundError, 'review.not_found');
    });
  });
}
