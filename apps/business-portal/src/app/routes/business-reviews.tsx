import { useState } from 'react';
import { PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { RatingSummary } from '@marketplace/web-common/components/deal/rating';
import { ReviewItem } from '@marketplace/web-common/components/deal/review-item';
import { ReviewPager } from '@marketplace/web-common/components/deal/review-pager';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { useBusinessReviews } from '../../features/reviews/api/get-business-reviews.js';
import { ReplyForm } from '../../features/reviews/components/reply-form.js';
import { RequireBusiness } from '../guards.js';
import { PortalPage as Page } from '../../components/portal-page.js';

function Reviews({ account }: { account: BusinessAccount }) {
  const [page, setPage] = useState(1);
  const reviews = useBusinessReviews(page);
  if (reviews.isPending) {
    return (
      <Stack $gap={4} aria-busy="true" aria-label="Loading your reviews">
        <Skeleton $height="8rem" $radius="12px" />
        <Skeleton $height="8rem" $radius="12px" />
      </Stack>
    );
  }
  if (reviews.isError) {
    return <StatePanel icon="⚠️" role="alert" title="Could not load your reviews" text="Something went wrong while loading them." actions={<Button onClick={() => void reviews.refetch()}>Try again</Button>} />;
  }
  const { rating, pagination } = reviews.data;
  return (
    <Stack $gap={6}>
      <p>
        Your rating: <RatingSummary rating={rating} stars />
      </p>
      {reviews.data.reviews.length === 0 ? (
        <StatePanel icon="⭐" title="No reviews yet" text="Customers can review your business after using one of your deals." />
      ) : (
        <Card>
          <CardBody>
            {reviews.data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} businessName={account.name}>
                {review.reply ? null : <ReplyForm reviewId={review.id} />}
              </ReviewItem>
            ))}
          </CardBody>
        </Card>
      )}
      <ReviewPager pagination={pagination} setPage={setPage} />
    </Stack>
  );
}

/** /business/reviews: the business's reviews with its rating, and a reply form under each unanswered one (owner and managers). */
export function BusinessReviewsPage() {
  return (
    <RequireBusiness permission="reviews">
      {(account) => (
        <Page>
          <title>Reviews · Discount Marketplace</title>
          <PageTitle>Reviews</PageTitle>
          <Reviews account={account} />
        </Page>
      )}
    </RequireBusiness>
  );
}
