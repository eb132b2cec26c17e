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

/** Five empty stars with the filled ones laid over them, cut at the rating's width. */
const StarTrack = styled(Star)`
  position: relative;
  display: inline-block;
  white-space: nowrap;
`;

const StarFill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  white-space: nowrap;
`;

/** "4.6 (12 reviews)", or "New" when the business has no review yet: never a made-up figure. */
export function ratingText(rating: RatingResponse | null): string {
  if (!rating) return 'New';
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
}

/** The share of the five stars filled for `value`, to the nearest half star: 4.5 fills 90%, 4.2 fills 80%. */
export function starFillPercent(value: number): number {
  const halves = Math.round(Math.max(0, Math.min(REVIEW_MAX_STARS, value)) * 2);
  return (halves / (REVIEW_MAX_STARS * 2)) * 100;
}

/** Five stars filled up to `value`, to the nearest half star. */
export function Stars({ value }: { value: number }) {
  const percent = starFillPercent(value);
  return (
    <StarTrack aria-hidden="true" data-fill={percent}>
      {'☆'.repeat(REVIEW_MAX_STARS)}
      <StarFill style={{ width: `${percent}%` }}>{'★'.repeat(REVIEW_MAX_STARS)}</StarFill>
    </StarTrack>
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
