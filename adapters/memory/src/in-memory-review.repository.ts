import { ratingContribution, Review, type NewReview, type ReviewProps } from '@marketplace/core/reviews/domain/review';
import type { ReviewRepository, ReviewView, ReviewViewPage } from '@marketplace/core/reviews/ports/review.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

const newestFirst = (a: ReviewProps, b: ReviewProps) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** Reviews in an {@link InMemoryStore}; each write moves its business's rating counters with it. */
export class InMemoryReviewRepository implements ReviewRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, ReviewProps> {
    return this.store.tables.reviews;
  }

  async add(review: NewReview): Promise<Review> {
    if ([...this.rows.values()].some((row) => row.purchaseId === review.purchaseId)) {
      throw new ConflictError('review.already_written', 'You have already reviewed this purchase.');
    }
    const id = this.store.nextId('reviews');
    const row: ReviewProps = { ...copyRow(review), id };
    this.rows.set(id, row);
    this.count(row.businessId, ratingContribution(row), 1);
    return Review.restore(copyRow(row));
  }

  async findById(id: number): Promise<Review | null> {
    const row = this.rows.get(id);
    return row ? Review.restore(copyRow(row)) : null;
  }

  async findView(id: number): Promise<ReviewView | null> {
    const row = this.rows.get(id);
    return row ? this.view(row) : null;
  }

  async save(review: Review): Promise<void> {
    const row = review.toProps();
    const stored = this.rows.get(row.id);
    if (!stored) throw new NotFoundError('review.not_found', 'Review not found');
    this.count(stored.businessId, ratingContribution(stored), -1);
    const next: ReviewProps = { ...stored, rating: row.rating, text: row.text, editedAt: row.editedAt, reply: row.reply, hidden: row.hidden };
    this.rows.set(row.id, copyRow(next));
    this.count(stored.businessId, ratingContribution(next), 1);
  }

  async listForBusiness(businessId: number, options: { includeHidden: boolean }, page: PageRequest): Promise<ReviewViewPage> {
    return this.page((row) => row.businessId === businessId && (options.includeHidden || row.hidden === null), page);
  }

  async listByAuthor(userId: number): Promise<ReviewView[]> {
    return [...this.rows.values()]
      .filter((row) => row.userId === userId)
      .sort(newestFirst)
      .map((row) => this.view(row));
  }

  async listRecent(page: PageRequest): Promise<ReviewViewPage> {
    return this.page(() => true, page);
  }

  private page(matches: (row: ReviewProps) => boolean, page: PageRequest): ReviewViewPage {
    const matching = [...this.rows.values()].filter(matches).sort(newestFirst);
    const offset = offsetOf(page);
    return { reviews: matching.slice(offset, offset + page.limit).map((row) => this.view(row)), total: matching.length };
  }

  private view(row: ReviewProps): ReviewView {
    return {
      review: Review.restore(copyRow(row)),
      authorName: this.store.tables.users.get(row.userId)?.username ?? '',
      businessName: this.store.tables.businesses.get(row.businessId)?.name ?? '',
    };
  }

  private count(businessId: number, contribution: { count: number; sum: number }, sign: 1 | -1): void {
    const business = this.store.tables.businesses.get(businessId);
    if (!business) return;
    business.ratingCount += sign * contribution.count;
    business.ratingSum += sign * contribution.sum;
  }
}
