import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { DEAL_NOT_FOUND_MESSAGE } from '@marketplace/core/deals/domain/deal-not-found';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { PageStack, StatePanel } from '@marketplace/web-common/components/layout/page';
import { useDeal } from '@marketplace/web-common/api/get-deal';
import type { DealDetail as DealWithLocations } from '@marketplace/web-common/api/deal';
import { DealOffer } from './deal/deal-offer.js';
import { DealLocations } from './deal/deal-locations.js';
import { DealOverview } from './deal/deal-overview.js';
import { DealReviews } from './deal/deal-reviews.js';

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(6)};
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${space(8)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 3fr 2fr; }
`;

function DealDetail({ deal }: { deal: DealWithLocations }) {
  return (
    <Layout>
      <Stack $gap={6}>
        <DealOverview deal={deal} />
        <DealLocations locations={deal.locations} />
        <DealReviews deal={deal} />
      </Stack>
      <DealOffer deal={deal} />
    </Layout>
  );
}

function DetailSkeleton() {
  return (
    <Layout aria-busy="true" aria-label="Loading the deal">
      <Stack $gap={6}>
        <Skeleton $height="auto" $radius="16px" style={{ aspectRatio: '16 / 9' }} />
        <Skeleton $height="2.5rem" $width="70%" />
        <Skeleton $height="8rem" />
      </Stack>
      <Skeleton $height="28rem" $radius="12px" />
    </Layout>
  );
}

export function DealPage() {
  const id = Number(useParams()['id']);
  const { data: deal, isPending, isError, refetch } = useDeal(id);
  return (
    <Page>
      <title>{deal ? `${deal.title} · Discount Marketplace` : 'Deal · Discount Marketplace'}</title>
      <Back to="/deals">← Back to Deals</Back>
      {isPending ? (
        <DetailSkeleton />
      ) : isError ? (
        <StatePanel icon="⚠️" role="alert" title="Could not load this deal" text="Something went wrong while loading the deal." actions={<Button onClick={() => void refetch()}>Try again</Button>} />
      ) : deal ? (
        <DealDetail deal={deal} />
      ) : (
        <StatePanel
          icon="🔎"
          level={1}
          title="Deal Not Found"
          text={DEAL_NOT_FOUND_MESSAGE}
          actions={<ButtonLink to="/deals">Back to Deals</ButtonLink>}
        />
      )}
    </Page>
  );
}
