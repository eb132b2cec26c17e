import { requireAdmin, requireCustomer, requireReviewResponder, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { GetDeal } from '../../deals/application/get-deal.use-case.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import { paginate, type Pagination } from '../../shared/domain/paging.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { Review, type Rating } from '../domain/review.js';
import type { ReviewRepository, ReviewView } from '../ports/review.repository.port.js';
import { ADMIN_REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE, type ReviewPayload } from '../schemas/review.schema.js';

export interface ReviewList {
  reviews: ReviewView[];
  /** The business's rating over its visible reviews, null while it has none. */
  rating: Rating | null;
  pagination: Pagination;
}

interface WriteDeps {
  transactions: TransactionRunner;
  clock: Clock;
}

function reviewNotFound(): NotFoundError {
  return new NotFoundError('review.not_found', 'Review not found');
}

/** Loads a review in a transaction that holds it, applies `change`, saves it (and its business's counters) and answers it with its names. */
async function changeReview(deps: WriteDeps, id: number, change: (review: Review, now: Date) => void): Promise<ReviewView> {
  return deps.transactions.run(
    async (repositories: Repositories) => {
      const review = await repositories.reviews.findById(id);
      if (!review) throw reviewNotFound();
      change(review, deps.clock.now());
      await repositories.reviews.save(review);
      const view = await repositories.reviews.findView(id);
      if (!view) throw reviewNotFound();
      return view;
    },
    { exclusiveKey: `review:${id}` },
  );
}

/** A customer reviews a purchase of theirs with a redeemed use: once per purchase. */
export class WriteReview {
  constructor(private readonly deps: WriteDeps) {}

  async execute(actor: Actor, purchaseId: number, payload: ReviewPayload): Promise<ReviewView> {
    const { userId } = requireCustomer(actor);
    return this.deps.transactions.run(
      async (repositories) => {
        const purchase = await repositories.purchases.findById(purchaseId);
        const written = Review.write({ userId, purchase, rating: payload.rating, text: payload.text, now: this.deps.clock.now() });
        const review = await repositories.reviews.add(written);
        const view = await repositories.reviews.findView(review.id);
        if (!view) throw reviewNotFound();
        return view;
      },
      { exclusiveKey: `review-purchase:${purchaseId}` },
    );
  }
}

/** The author edits their review while the edit window lasts. */
export class EditReview {
  constructor(private readonly deps: WriteDeps) {}

  async execute(actor: Actor, reviewId: number, payload: ReviewPayload): Promise<ReviewView> {
    const { userId } = requireCustomer(actor);
    return changeReview(this.deps, reviewId, (review, now) => review.edit(userId, payload, now));
  }
}

/** The customer's own reviews (hidden ones too, with the reason), for My Deals. */
export class ListMyReviews {
  constructor(private readonly deps: { reviews: ReviewRepository }) {}

  async execute(actor: Actor): Promise<ReviewView[]> {
    const { userId } = requireCustomer(actor);
    return this.deps.reviews.listByAuthor(userId);
  }
}

/** Anyone: the visible reviews of the business of a deal the catalogue shows, newest first. */
export class ListDealReviews {
  private readonly getDeal: GetDeal;

  constructor(private readonly deps: { reviews: ReviewRepository; deals: DealRepository; businesses: BusinessRepository; clock: Clock }) {
    this.getDeal = new GetDeal({ ...deps, withLocations: false });
  }

  async execute(actor: Actor, dealId: number, page: number): Promise<ReviewList> {
    const { deal, business } = await this.getDeal.execute(actor, dealId);
    const request = { page, limit: REVIEWS_PAGE_SIZE };
    const { reviews, total } = await this.deps.reviews.listForBusiness(deal.businessId, { includeHidden: false }, request);
    return { reviews, rating: business?.rating ?? null, pagination: paginate(total, request) };
  }
}

/** The business's owner and managers: its visible reviews and its rating. */
export class ListBusinessReviews {
  constructor(private readonly deps: { reviews: ReviewRepository; businesses: BusinessRepository }) {}

  async execute(actor: Actor, page: number): Promise<ReviewList> {
    const { businessId } = requireReviewResponder(actor);
    const request = { page, limit: REVIEWS_PAGE_SIZE };
    const [{ reviews, total }, business] = await Promise.all([
      this.deps.reviews.listForBusiness(businessId, { includeHidden: false }, request),
      this.deps.businesses.findById(businessId),
    ]);
    return { reviews, rating: business?.rating ?? null, pagination: paginate(total, request) };
  }
}

/** The business answers a review of its own, once. */
export class ReplyToReview {
  constructor(private readonly deps: WriteDeps) {}

  async execute(actor: Actor, reviewId: number, text: string): Promise<ReviewView> {
    const { businessId } = requireReviewResponder(actor);
    return changeReview(this.deps, reviewId, (review, now) => review.replyAs(businessId, text, now));
  }
}

/** The admin's list: every review, hidden ones too, newest first. */
export class ListAllReviews {
  constructor(private readonly deps: { reviews: ReviewRepository }) {}

  async execute(actor: Actor, page: number): Promise<{ reviews: ReviewView[]; pagination: Pagination }> {
    requireAdmin(actor);
    const request = { page, limit: ADMIN_REVIEWS_PAGE_SIZE };
    const { reviews, total } = await this.deps.reviews.listRecent(request);
    return { reviews, pagination: paginate(total, request) };
  }
}

/** The admin hides an abusive review (out of the list and the rating) with a reason its author sees. */
export class HideReview {
  constructor(private readonly deps: WriteDeps) {}

  async execute(actor: Actor, reviewId: number, reason: string): Promise<ReviewView> {
    requireAdmin(actor);
    return changeReview(this.deps, reviewId, (review, now) => review.hide(reason, now));
  }
}

/** The admin shows a hidden review again. */
export class UnhideReview {
  constructor(private readonly deps: WriteDeps) {}

  async execute(actor: Actor, reviewId: number): Promise<ReviewView> {
    requireAdmin(actor);
    return changeReview(this.deps, reviewId, (review) => review.unhide());
  }
}
