import type { PageRequest } from '../../shared/domain/paging.js';
import type { NewReview, Review } from '../domain/review.js';

/** A review with the names the lists show. */
export interface ReviewView {
  review: Review;
  /** The author's account name (the presenter shortens it). */
  authorName: string;
  businessName: string;
}

export interface ReviewViewPage {
  reviews: ReviewView[];
  total: number;
}

/**
 * Customers' reviews of businesses. Every write moves the business's rating counters
 * (`ratingCount`, `ratingSum`, over visible reviews) in the same atomic step, so a business's
 * rating is always the sum of its reviews' contributions.
 */
export interface ReviewRepository {
  /** Adds the review and counts it; ConflictError `review.already_written` when its purchase has one. */
  add(review: NewReview): Promise<Review>;
  findById(id: number): Promise<Review | null>;
  /** The review with its names, hidden or not. */
  findView(id: number): Promise<ReviewView | null>;
  /**
   * Writes the review's rating, text, edit time, reply and hidden state, and moves its business's
   * counters by the difference between what the stored review counted and what this one counts.
   * NotFoundError when there is no such review.
   */
  save(review: Review): Promise<void>;
  /** The business's reviews, newest first (ties by id); hidden ones only when asked. */
  listForBusiness(businessId: number, options: { includeHidden: boolean }, page: PageRequest): Promise<ReviewViewPage>;
  /** The customer's reviews, hidden ones included, newest first. */
  listByAuthor(userId: number): Promise<ReviewView[]>;
  /** Every review, hidden ones included, newest first: the admin's list. */
  listRecent(page: PageRequest): Promise<ReviewViewPage>;
}
