import styled from 'styled-components';
import type { RatingResponse } from '@marketplace/core/reviews/schemas/review.response';
import { REVIEW_MAX_STARS } from '@marketplace/core/reviews/domain/review';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 2px;
`;

/** "4.6 (12 reviews)", or "New" when the business has no review yet: never a made-up figure. */
export function ratingText(rating: RatingResponse | null): string {
  if (!rating) return 'New';
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
}

/** Whole stars for a number of stars (rounded), filled then empty. */
export function Stars({ value }: { value: number }) {
  const filled = Math.max(0, Math.min(REVIEW_MAX_STARS, Math.round(value)));
  return (
    <Star aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(REVIEW_MAX_STARS - filled)}
    </Star>
  );
}

/** A business's real rating on a card or a deal page: a star and "4.6 (12 reviews)" (all five stars with `stars`), or "New". */
export function RatingSummary({ rating, stars = false }: { rating: RatingResponse | null; stars?: boolean }) {
  const label = rating ? `Rated ${rating.average.toFixed(1)} out of ${REVIEW_MAX_STARS}, ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}` : 'New: no reviews yet';
  return (
    <Muted aria-label={label} data-testid="deal-rating">
      {rating ? stars ? <Stars value={rating.average} /> : <Star aria-hidden="true">★</Star> : null} {ratingText(rating)}
    </Muted>
  );
}
