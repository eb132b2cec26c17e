import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { DASHBOARD_DEALS_PER_TAB } from '@marketplace/core/deals/domain/deal-defaults';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import { useBusinessDeals, type DealListStatus } from '../../../api/get-business-deals.js';
import { dealState } from '../deal-state.js';
import { DealGrid, DealGridSkeleton, DealListEmpty, DealListError } from './deal-grid.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

const Bar = styled(Cluster).attrs({ $gap: 3 })`
  justify-content: space-between;
  margin-bottom: ${space(4)};
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const INTRO: Record<DealListStatus, string> = {
  active: 'Live now: shoppers can buy these deals.',
  inactive: 'Expired or deactivated deals, drafts and deals that have not started yet.',
};

/**
 * The empty Active tab: a business whose drafts wait for verification is told so and where they
 * are, instead of being asked to create a deal it has just created.
 */
function NoActiveDeals({ now }: { now: Date }) {
  const inactive = useBusinessDeals({ status: 'inactive', limit: DASHBOARD_DEALS_PER_TAB });
  const drafts = inactive.data?.deals.filter((deal) => dealState(deal, now) === 'draft').length ?? 0;
  if (drafts > 0) {
    return (
      <StatePanel
        icon="⏳"
        title={drafts === 1 ? 'Your draft is waiting for verification' : `${drafts} drafts are waiting for verification`}
        text={`Your drafts are under Inactive Deals, marked Draft. ${DRAFT_NOTICE}`}
      />
    );
  }
  return (
    <DealListEmpty
      status="active"
      actions={
        <>
          <ButtonLink to="/business/create-deal">Create Deal</ButtonLink>
          <ButtonLink to="/business/create-cash-to-discount-deal" variant="secondary">
            Create Cash to Discount Deal
          </ButtonLink>
        </>
      }
    />
  );
}

/**
 * The Active or Inactive Deals tab: at most 4 deals (business-side section 9) and, when the
 * business has more, "View All N" to the full list.
 */
export function DealsTab({ status, now }: { status: DealListStatus; now: Date }) {
  const deals = useBusinessDeals({ status, limit: DASHBOARD_DEALS_PER_TAB });
  if (deals.isPending) return <DealGridSkeleton count={DASHBOARD_DEALS_PER_TAB} status={status} />;
  if (deals.isError) return <DealListError status={status} onRetry={() => void deals.refetch()} />;
  const { deals: items, pagination } = deals.data;
  if (items.length === 0) return status === 'active' ? <NoActiveDeals now={now} /> : <DealListEmpty status={status} />;
  const shown = items.slice(0, DASHBOARD_DEALS_PER_TAB);
  return (
    <>
      <Bar>
        <p>
          {INTRO[status]} Showing {shown.length} of {pagination.total}.
        </p>
        {pagination.total > DASHBOARD_DEALS_PER_TAB ? (
          <ButtonLink to={`/business/deals?status=${status}`} variant="secondary" size="sm">
            View All {pagination.total}
          </ButtonLink>
        ) : null}
      </Bar>
      <DealGrid deals={shown} status={status} now={now} />
    </>
  );
}
