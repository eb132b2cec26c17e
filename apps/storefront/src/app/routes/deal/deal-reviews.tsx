import { useState } from 'react';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { RatingSummary } from '@marketplace/web-common/components/deal/rating';
import { ReviewItem } from '@marketplace/web-common/components/deal/review-item';
import { ReviewPager } from '@marketplace/web-common/components/deal/review-pager';
import type { Deal } from '@marketplace/web-common/api/deal';
import { useDealReviews } from '../../../api/get-deal-reviews.js';

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The deal page's reviews: its business's, newest first, a page at a time. */
export function DealReviews({ deal }: { deal: Deal }) {
  const [page, setPage] = useState(1);
  const reviews = useDealReviews(deal.id, page);
  const businessName = deal.business?.name;
  return (
    <Card as="section" aria-labelledby="deal-reviews-title">
      <CardBody>
        <Cluster $justify="space-between">
          <SectionTitle id="deal-reviews-title">Reviews{businessName ? ` of ${businessName}` : ''}</SectionTitle>
          <RatingSummary rating={reviews.data?.rating ?? deal.rating} stars />
        </Cluster>
        {reviews.isPending ? (
          <div aria-busy="true" aria-label="Loading the reviews">
            <Skeleton $height="5rem" />
          </div>
        ) : reviews.isError ? (
          <Muted role="alert">
            Could not load the reviews. <Button size="sm" variant="ghost" onClick={() => void reviews.refetch()}>Try again</Button>
          </Muted>
        ) : reviews.data.reviews.length === 0 ? (
          <Muted>No reviews yet. Customers can review the business after using a deal there.</Muted>
        ) : (
          <>
            <div>
              {reviews.data.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} businessName={businessName} />
              ))}
            </div>
            <ReviewPager pagination={reviews.data.pagination} setPage={setPage} />
          </>
        )}
      </CardBody>
    </Card>
  );
}
