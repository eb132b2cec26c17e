import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { BUSINESS_SHARE_PERCENT, PLATFORM_SHARE_PERCENT } from '@marketplace/core/fees/domain/fee-calculator';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import type { BusinessStats, useBusinessStats } from '../../../api/get-business-stats.js';
import { formatCount, formatDollars } from '../figures.js';
import { salesSeries } from '../sales-series.js';
import { SalesChart } from './sales-chart.js';

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
`;

const Breakdown = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  & div { padding: ${space(3)} ${space(4)}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surfaceMuted}; min-width: 0; }
  & dt { font-size: ${({ theme }) => theme.font.sizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
  & dd { margin: ${space(1)} 0 0; font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.bold}; overflow-wrap: anywhere; }
`;

const Upgrade = styled(Cluster).attrs({ as: 'aside', $gap: 4 })`
  justify-content: space-between;
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; margin-bottom: ${space(1)}; }
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; max-width: 560px; }
`;

function breakdown(stats: BusinessStats) {
  const average = stats.sales > 0 ? stats.revenue / stats.sales : 0;
  return [
    { label: 'Revenue', value: formatDollars(stats.revenue) },
    { label: `Your earnings (${BUSINESS_SHARE_PERCENT}%)`, value: formatDollars(stats.businessShare) },
    { label: `Platform fee (${PLATFORM_SHARE_PERCENT}%)`, value: formatDollars(stats.platformFee) },
    { label: 'Average sale', value: formatDollars(Math.round(average * 100) / 100) },
    { label: 'Redemptions', value: formatCount(stats.redemptions) },
    { label: 'Refunds', value: formatCount(stats.refunds) },
    // The bills your tills recorded with redemptions: what customers spent with you on their deals.
    { label: 'Revenue influenced by the platform', value: formatDollars(stats.revenueInfluenced) },
    // Customers who saved the business with the heart (the storefront's favourites).
    { label: 'Followers', value: formatCount(stats.followers) },
  ];
}

function UpgradeCard() {
  return (
    <Upgrade aria-labelledby="upgrade-title">
      <div>
        <h3 id="upgrade-title">Grow with your subscription</h3>
        <p>Featured placement puts your deals in front of more shoppers. Keep your subscription active to stay listed and unlock every tool.</p>
      </div>
      <ButtonLink to="/business/subscription">Upgrade Subscription</ButtonLink>
    </Upgrade>
  );
}

/** The Business Analytics tab: the real figures split out, revenue over time, and the upgrade link. */
export function AnalyticsTab({ stats, now }: { stats: ReturnType<typeof useBusinessStats>; now: Date }) {
  if (stats.isPending) {
    return (
      <Layout aria-busy="true" aria-label="Loading analytics">
        <Skeleton $height="4.5rem" $radius="8px" />
        <Skeleton $height="14rem" $radius="8px" />
      </Layout>
    );
  }
  if (stats.isError) {
    return (
      <StatePanel
        icon="⚠️"
        role="alert"
        title="Could not load your analytics"
        text="Something went wrong while loading your figures. Please try again."
        actions={<Button onClick={() => void stats.refetch()}>Try Again</Button>}
      />
    );
  }
  return (
    <Layout>
      {stats.data.sales === 0 ? (
        <StatePanel
          icon="📊"
          title="No sales yet"
          text="When customers buy your deals, your sales, revenue, earnings and redemptions show up here day by day."
          actions={<ButtonLink to="/business/create-deal">Create a Deal</ButtonLink>}
        />
      ) : (
        <>
          <Breakdown>
            {breakdown(stats.data).map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </Breakdown>
          <SalesChart series={salesSeries(stats.data.daily, now)} />
        </>
      )}
      <UpgradeCard />
    </Layout>
  );
}
