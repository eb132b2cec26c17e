import { authorDisplayName } from '@marketplace/core/reviews/domain/review';
import type { ReviewView } from '@marketplace/core/reviews/ports/review.repository.port';

/** A review as shoppers and the business see it: the author's first name and initial only. */
export function presentReview({ review, authorName }: ReviewView) {
  const p = review.toProps();
  return {
    id: p.id,
    author: authorDisplayName(authorName),
    rating: p.rating,
    text: p.text,
    createdAt: p.createdAt.toISOString(),
    editedAt: p.editedAt?.toISOString() ?? null,
    reply: p.reply ? { text: p.reply.text, repliedAt: p.reply.at.toISOString() } : null,
  };
}

/** A review as its author sees it (My Deals). */
export function presentMyReview(view: ReviewView, now: Date) {
  const p = view.review.toProps();
  return {
    ...presentReview(view),
    purchaseId: p.purchaseId,
    businessId: p.businessId,
    businessName: view.businessName,
    editableUntil: view.review.editableUntil().toISOString(),
    canEdit: view.review.canEdit(now),
    hiddenReason: p.hidden?.reason ?? null,
  };
}

/** A review as the admin sees it, hidden or not. */
export function presentAdminReview(view: ReviewView) {
  const p = view.review.toProps();
  return {
    ...presentReview(view),
    businessId: p.businessId,
    businessName: view.businessName,
    hidden: p.hidden ? { reason: p.hidden.reason, hiddenAt: p.hidden.at.toISOString() } : null,
  };
}
