import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/domain/domain-error.js';

/** Stars a review gives: whole stars from 1 to 5. */
export const REVIEW_MIN_STARS = 1;
export const REVIEW_MAX_STARS = 5;
/** The review's text, trimmed. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2_000;
/** The business's reply, trimmed. */
export const REVIEW_REPLY_MIN = 2;
export const REVIEW_REPLY_MAX = 1_000;
/** Why the marketplace hid a review, trimmed. */
export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 500;
/** The author may edit a review until this many days after writing it (the instant itself included). */
export const REVIEW_EDIT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ReviewProps {
  id: number;
  purchaseId: number;
  userId: number;
  businessId: number;
  dealId: number;
  rating: number;
  text: string;
  createdAt: Date;
  /** The author's last edit; null until edited. */
  editedAt: Date | null;
  reply: { text: string; at: Date } | null;
  hidden: { reason: string; at: Date } | null;
}

export type NewReview = Omit<ReviewProps, 'id'>;

/** What a purchase must show for its owner to review it. */
export interface ReviewablePurchase {
  id: number;
  userId: number;
  dealId: number;
  businessId: number;
  /** Uses redeemed and not undone. */
  redemptionsUsed: number;
}

/** A business's rating over its visible reviews: null when it has none ("New"). */
export interface Rating {
  average: number;
  count: number;
}

/** The average to one decimal, from the counters kept on the business. */
export function ratingOf(count: number, sum: number): Rating | null {
  if (count <= 0) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/** What one review adds to its business's counters: nothing while hidden. */
export function ratingContribution(review: Pick<ReviewProps, 'rating' | 'hidden'>): { count: number; sum: number } {
  return review.hidden ? { count: 0, sum: 0 } : { count: 1, sum: review.rating };
}

/** "Jane D." from "Jane Doe"; a single name stays as it is. */
export function authorDisplayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  const first = words[0] as string;
  const last = words.length > 1 ? (words[words.length - 1] as string) : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/**
 * A customer's review of a purchase's business (DESIGN.md 10.7): one per purchase, written after a
 * redeemed use, editable by its author for {@link REVIEW_EDIT_DAYS} days; the business replies once;
 * the marketplace may hide it (out of the public list and the rating) and show it again.
 */
export class Review {
  private constructor(private props: ReviewProps) {}

  static restore(props: ReviewProps): Review {
    return new Review({ ...props });
  }

  /**
   * A new review by the purchase's owner. Another customer's purchase answers as a missing one (404),
   * a purchase without a use redeemed (or whose uses were all undone) is refused (403).
   */
  static write(input: { userId: number; purchase: ReviewablePurchase | null; rating: number; text: string; now: Date }): NewReview {
    const { purchase } = input;
    if (!purchase || purchase.userId !== input.userId) throw new NotFoundError('purchase.not_found', 'Purchase not found');
    if (purchase.redemptionsUsed <= 0) {
      throw new ForbiddenError('review.not_redeemed', 'You can review a purchase once you have used it at the business.');
    }
    return {
      purchaseId: purchase.id,
      userId: input.userId,
      businessId: purchase.businessId,
      dealId: purchase.dealId,
      rating: input.rating,
      text: input.text,
      createdAt: new Date(input.now),
      editedAt: null,
      reply: null,
      hidden: null,
    };
  }

  get id(): number {
    return this.props.id;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get userId(): number {
    return this.props.userId;
  }

  /** The last instant the author may still edit it. */
  editableUntil(): Date {
    return new Date(this.props.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
  }

  canEdit(now: Date): boolean {
    return now.getTime() <= this.editableUntil().getTime();
  }

  /** Only the author, within the edit window; someone else's review answers as a missing one. */
  edit(userId: number, change: { rating: number; text: string }, now: Date): void {
    if (userId !== this.props.userId) throw new NotFoundError('review.not_found', 'Review not found');
    if (!this.canEdit(now)) {
      throw new ConflictError('review.edit_window_closed', `Reviews can only be edited for ${REVIEW_EDIT_DAYS} days after they are written.`);
    }
    this.props = { ...this.props, rating: change.rating, text: change.text, editedAt: new Date(now) };
  }

  /** The business's one reply; another business's review, or one the marketplace hid, answers as a missing one. */
  replyAs(businessId: number, text: string, now: Date): void {
    if (businessId !== this.props.businessId || this.props.hidden) throw new NotFoundError('review.not_found', 'Review not found');
    if (this.props.reply) throw new ConflictError('review.already_replied', 'This review already has your reply.');
    this.props = { ...this.props, reply: { text, at: new Date(now) } };
  }

  hide(reason: string, now: Date): void {
    this.props = { ...this.props, hidden: { reason, at: new Date(now) } };
  }

  unhide(): void {
    this.props = { ...this.props, hidden: null };
  }

  toProps(): ReviewProps {
    return {
      ...this.props,
      reply: this.props.reply ? { ...this.props.reply } : null,
      hidden: this.props.hidden ? { ...this.props.hidden } : null,
    };
  }
}
