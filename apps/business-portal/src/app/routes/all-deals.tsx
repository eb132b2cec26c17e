import { Link, useSearchParams } from 'react-router';
import styled, { css } from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import { useBusinessDeals, type DealListStatus } from '../../api/get-business-deals.js';
import { DealGrid, DealGridSkeleton, DealListEmpty, DealListError } from '../../features/dashboard/components/deal-grid.js';
import { RequireBusiness } from '../guards.js';

/** The full list pages through the business's deals this many at a time. */
const PAGE_SIZE = 12;

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(8)};
  padding-bottom: ${space(12)};
`;

const Back = styled(Link)`
  width: fit-content;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Top = styled(Cluster).attrs({ as: 'header', $gap: 4 })`
  align-items: flex-end;
  justify-content: space-between;
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Switch = styled.nav`
  display: inline-flex;
  gap: ${space(1)};
  padding: ${space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
`;

const SwitchLink = styled(Link)<{ $current: boolean }>`
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  ${({ theme, $current }) =>
    $current
      ? css`background: ${theme.colors.surface}; color: ${theme.colors.text}; box-shadow: ${theme.shadows.sm};`
      : css`color: ${theme.colors.textMuted}; &:hover { color: ${theme.colors.text}; }`}
`;

const Pager = styled(Cluster).attrs({ as: 'nav', $gap: 3 })`
  justify-content: center;
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const TITLES: Record<DealListStatus, string> = { active: 'Active Deals', inactive: 'Inactive Deals' };
const INTRO: Record<DealListStatus, string> = {
  active: 'Every deal shoppers can buy right now.',
  inactive: 'Expired and deactivated deals, drafts and deals that have not started yet.',
};

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function AllDeals() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: DealListStatus = searchParams.get('status') === 'inactive' ? 'inactive' : 'active';
  const page = pageNumber(searchParams.get('page'));
  const deals = useBusinessDeals({ status, page, limit: PAGE_SIZE });
  const goToPage = (next: number) => {
    setSearchParams(next > 1 ? { status, page: String(next) } : { status });
    window.scrollTo({ top: 0 });
  };
  const pagination = deals.data?.pagination;

  return (
    <>
      <title>{`${TITLES[status]} · Discount Marketplace`}</title>
      <Back to="/business/dashboard">← Back to Dashboard</Back>
      <Top>
        <div>
          <PageTitle>{TITLES[status]}</PageTitle>
          <p>
            {INTRO[status]}
            {pagination ? ` ${pagination.total} in total.` : ''}
          </p>
        </div>
        <Switch aria-label="Deal status">
          {(['active', 'inactive'] as const).map((key) => (
            <SwitchLink key={key} to={`/business/deals?status=${key}`} $current={key === status} aria-current={key === status ? 'page' : undefined}>
              {key === 'active' ? 'Active' : 'Inactive'}
            </SwitchLink>
          ))}
        </Switch>
      </Top>
      {deals.isPending ? (
        <DealGridSkeleton count={8} status={status} />
      ) : deals.isError ? (
        <DealListError status={status} onRetry={() => void deals.refetch()} />
      ) : deals.data.deals.length === 0 ? (
        <DealListEmpty
          status={status}
          actions={
            page > 1 ? (
              <Button variant="secondary" onClick={() => goToPage(1)}>
                Back to the first page
              </Button>
            ) : (
              <ButtonLink to="/business/create-deal">Create Deal</ButtonLink>
            )
          }
        />
      ) : (
        <>
          <DealGrid deals={deals.data.deals} status={status} now={new Date()} />
          {deals.data.pagination.totalPages > 1 ? (
            <Pager aria-label="Pages">
              <Button variant="secondary" disabled={!deals.data.pagination.hasPreviousPage} onClick={() => goToPage(page - 1)}>
                Previous
              </Button>
              <p>
                Page {page} of {deals.data.pagination.totalPages}
              </p>
              <Button variant="secondary" disabled={!deals.data.pagination.hasNextPage} onClick={() => goToPage(page + 1)}>
                Next
              </Button>
            </Pager>
          ) : null}
        </>
      )}
    </>
  );
}

/** /business/deals?status=active|inactive: every deal of the business in one state ("View All N"). */
export function AllDealsPage() {
  return (
    <Page>
      <RequireBusiness permission="deals">{() => <AllDeals />}</RequireBusiness>
    </Page>
  );
}
