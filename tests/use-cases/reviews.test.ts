import { describe, expect, it } from 'vitest';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { authorDisplayName, ratingOf, Review, REVIEW_EDIT_DAYS, type ReviewablePurchase } from '@marketplace/core/reviews/domain/review';
import { reviewPayloadSchema } from '@marketplace/core/reviews/schemas/review.schema';
import { ConflictError, ForbiddenError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { expectDomainError } from '../contracts/expect-domain-error.js';
import { ADMIN, createHarness, type Harness } from './harness.js';
import { givenACustomer, givenAPurchase, givenARunningDeal, givenAVerifiedBusiness } from './mothers.js';

const DAY_MS = 86_400_000;
const NOW = new Date('2025-06-15T12:00:00.000Z');
const PURCHASE: ReviewablePurchase = { id: 5, userId: 7, dealId: 3, businessId: 2, redemptionsUsed: 1 };
const REVIEW = { rating: 4, text: 'Good food, quick service.' };

function written(): Review {
  return Review.restore({ ...Review.write({ userId: 7, purchase: PURCHASE, ...REVIEW, now: NOW }), id: 1 });
}

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('Review (domain)', () => {
  it("is written by the purchase's customer once a use is redeemed", () => {
    expect(Review.write({ userId: 7, purchase: PURCHASE, ...REVIEW, now: NOW })).toEqual({
      purchaseId: 5, userId: 7, businessId: 2, dealId: 3, rating: 4, text: REVIEW.text, createdAt: NOW, editedAt: null, reply: null, hidden: null,
    });
  });

  it('refuses a purchase with no use redeemed (or all undone), and answers another customer or none as not found', () => {
    expect(refusal(() => Review.write({ userId: 7, purchase: { ...PURCHASE, redemptionsUsed: 0 }, ...REVIEW, now: NOW }))).toBeInstanceOf(ForbiddenError);
    expect(refusal(() => Review.write({ userId: 8, purchase: PURCHASE, ...REVIEW, now: NOW }))).toBeInstanceOf(NotFoundError);
    expect(refusal(() => Review.write({ userId: 7, purchase: null, ...REVIEW, now: NOW }))).toBeInstanceOf(NotFoundError);
  });

  it('is editable by its author until exactly 30 days after writing, not a millisecond later', () => {
    const edge = new Date(NOW.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
    const review = written();
    review.edit(7, { rating: 2, text: 'Changed my mind about it.' }, edge);
    expect(review.toProps()).toMatchObject({ rating: 2, editedAt: edge, createdAt: NOW });
    expect(review.canEdit(edge)).toBe(true);

    const late = new Date(edge.getTime() + 1);
    expect(review.canEdit(late)).toBe(false);
    expect(refusal(() => review.edit(7, REVIEW, late))).toBeInstanceOf(ConflictError);
    expect(refusal(() => review.edit(8, REVIEW, NOW))).toBeInstanceOf(NotFoundError);
  });

  it('takes one reply, from its own business only, and none once hidden', () => {
    const review = written();
    expect(refusal(() => review.replyAs(9, 'Thanks!', NOW))).toBeInstanceOf(NotFoundError);
    review.replyAs(2, 'Thanks!', NOW);
    expect(review.toProps().reply).toEqual({ text: 'Thanks!', at: NOW });
    expect(refusal(() => review.replyAs(2, 'Again', NOW))).toBeInstanceOf(ConflictError);

    const hidden = written();
    hidden.hide('Abusive', NOW);
    expect(refusal(() => hidden.replyAs(2, 'Thanks!', NOW))).toBeInstanceOf(NotFoundError);
    hidden.unhide();
    expect(hidden.toProps().hidden).toBeNull();
  });

  it('rates to one decimal, null without reviews; names the author by first name and initial', () => {
    expect(ratingOf(0, 0)).toBeNull();
    expect(ratingOf(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(authorDisplayName('  jane  van doe ')).toBe('jane D.');
    expect(authorDisplayName('sam')).toBe('sam');
  });

  it('takes whole stars from 1 to 5 and 10 to 2,000 characters, trimmed', () => {
    expect(reviewPayloadSchema.parse({ rating: 5, text: '  1234567890  ' })).toEqual({ rating: 5, text: '1234567890' });
    for (const bad of [{ rating: 0, text: REVIEW.text }, { rating: 4.5, text: REVIEW.text }, { rating: 4, text: ' 123456789 ' }, { rating: 4, text: 'x'.repeat(2001) }]) {
      expect(reviewPayloadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('review use cases', () => {
  async function reviewedShop(h: Harness) {
    const shop = await givenAVerifiedBusiness(h);
    const deal = await givenARunningDeal(h, shop);
    const customer = await givenACustomer(h);
    const purchase = await givenAPurchase(h, customer, deal, { redemptions: 2, redemptionsUsed: 1 });
    const view = await h.writeReview.execute(customer.actor, purchase.id, { rating: 3, text: 'Decent, a bit slow.' });
    return { shop, deal, customer, purchase, reviewId: view.review.id };
  }

  const member = (businessId: number, teamRole: 'manager' | 'cashier'): Actor => ({ kind: 'business', businessId, role: 'business', teamRole, staffId: 41 });

  it("lets the owner and managers reply and list; a cashier is refused", async () => {
    const h = createHarness({ now: NOW });
    const { shop, reviewId } = await reviewedShop(h);

    await expectDomainError(h.listBusinessReviews.execute(member(shop.id, 'cashier'), 1), ForbiddenError);
    await expectDomainError(h.replyToReview.execute(member(shop.id, 'cashier'), reviewId, 'Thanks'), ForbiddenError);
    const listed = await h.listBusinessReviews.execute(member(shop.id, 'manager'), 1);
    expect(listed.rating).toEqual({ average: 3, count: 1 });
    const replied = await h.replyToReview.execute(member(shop.id, 'manager'), reviewId, 'Thanks');
    expect(replied.review.toProps().reply?.text).toBe('Thanks');
  });

  it('refuses a second review of the purchase; hiding takes it out of the rating; only the admin hides', async () => {
    const h = createHarness({ now: NOW });
    const { shop, customer, purchase, reviewId } = await reviewedShop(h);

    await expectDomainError(h.writeReview.execute(customer.actor, purchase.id, REVIEW), ConflictError, 'review.already_written');
    await expectDomainError(h.hideReview.execute(shop.actor, reviewId, 'Abusive'), ForbiddenError);
    await h.hideReview.execute(ADMIN, reviewId, 'Abusive');
    expect((await h.repositories.businesses.findById(shop.id))?.rating).toBeNull();
    expect((await h.listMyReviews.execute(customer.actor))[0]?.review.toProps().hidden?.reason).toBe('Abusive');
    await h.unhideReview.execute(ADMIN, reviewId);
    expect((await h.repositories.businesses.findById(shop.id))?.rating).toEqual({ average: 3, count: 1 });
  });
});
