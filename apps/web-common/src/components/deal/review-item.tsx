import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReviewResponse } from '@marketplace/core/reviews/schemas/review.response';
import { REVIEW_MAX_STARS } from '@marketplace/core/reviews/domain/review';
import { formatDate } from '../../format.js';
import { space } from '../../theme.js';
import { Stars } from './rating.js';

const Item = styled.article`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: none; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: baseline;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Text = styled.p`
  white-space: pre-line;
`;

const Reply = styled.div`
  margin-left: ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** One review as lists show it: stars, the author's first name and initial, the date, the text, "Edited", and the business's reply under it. */
export function ReviewItem({ review, businessName, children }: { review: ReviewResponse; businessName?: string | undefined; children?: ReactNode }) {
  return (
    <Item aria-label={`Review by ${review.author}`} data-testid="review">
      <Head>
        <span aria-label={`${review.rating} of ${REVIEW_MAX_STARS} stars`} role="img">
          <Stars value={review.rating} />
        </span>
        <strong>{review.author}</strong>
        <span>{formatDate(review.createdAt)}</span>
        {review.editedAt ? <span>Edited</span> : null}
      </Head>
      <Text>{review.text}</Text>
      {review.reply ? (
        <Reply data-testid="review-reply">
          <strong>Reply from {businessName ?? 'the business'}</strong> · {formatDate(review.reply.repliedAt)}
          <Text>{review.reply.text}</Text>
        </Reply>
      ) : null}
      {children}
    </Item>
  );
}
