import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import type { BusinessDeal, DealListStatus } from '../../../api/get-business-deals.js';
import { DealCard } from './deal-card.js';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  & > li { min-width: 0; }
`;

const SkeletonBody = styled.div`
  padding: ${space(4)};
  display: grid;
  gap: ${space(3)};
`;

const LIST_LABELS: Record<DealListStatus, string> = { active: 'Active deals', inactive: 'Inactive deals' };

/** Placeholder cards in the grid's shape while a list loads. */
export function DealGridSkeleton({ count, status }: { count: number; status: DealListStatus }) {
  return (
    <Grid aria-busy="true" aria-label={`Loading ${LIST_LABELS[status].toLowerCase()}`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Card>
            <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
            <SkeletonBody>
              <Skeleton $width="40%" $height="0.75rem" />
              <Skeleton $width="85%" $height="1.25rem" />
              <Skeleton $width="55%" $height="1.5rem" />
              <Skeleton $width="70%" />
              <Skeleton $height="2rem" $radius="8px" />
            </SkeletonBody>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/** The business's deals as cards. */
export function DealGrid({ deals, status, now }: { deals: readonly BusinessDeal[]; status: DealListStatus; now: Date }) {
  return (
    <Grid aria-label={LIST_LABELS[status]}>
      {deals.map((deal) => (
        <li key={deal.id}>
          <DealCard deal={deal} now={now} />
        </li>
      ))}
    </Grid>
  );
}

/** A list that could not be loaded, with a retry. */
export function DealListError({ status, onRetry }: { status: DealListStatus; onRetry: () => void }) {
  return (
    <StatePanel
      icon="⚠️"
      role="alert"
      title={`Could not load your ${LIST_LABELS[status].toLowerCase()}`}
      text="Something went wrong while loading your deals. Please try again."
      actions={<Button onClick={onRetry}>Try Again</Button>}
    />
  );
}

/** No deal in this state yet, and where to go from here. */
export function DealListEmpty({ status, actions }: { status: DealListStatus; actions?: ReactNode }) {
  return status === 'active' ? (
    <StatePanel icon="🏷️" title="No active deals" text="Shoppers can't see any of your deals right now. Create a deal to start bringing in customers." actions={actions} />
  ) : (
    <StatePanel icon="🗂️" title="No inactive deals" text="Deals that have expired or that you deactivate show up here." actions={actions} />
  );
}
