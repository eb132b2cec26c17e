import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button } from '@marketplace/web-common/components/ui/button';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { usePlatformStats, type PlatformStats } from '../api/get-platform-stats.js';
import { Section } from './admin-layout.js';
import { StatCard, StatGrid, StatGridSkeleton } from './admin-stats.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

function Figures({ stats }: { stats: PlatformStats }) {
  const { businesses, deals, purchases, revenue, waitlist } = stats;
  return (
    <StatGrid>
      <StatCard icon="users" tone="savings" label="Customers" value={count.format(stats.customers)} detail="Discounter accounts" />
      <StatCard
        icon="store"
        tone="brand"
        label="Businesses"
        value={count.format(businesses.total)}
        detail={`${count.format(businesses.verified)} verified · ${count.format(businesses.unverified)} awaiting`}
      />
      <StatCard
        icon="tag"
        tone="success"
        label="Live deals"
        value={count.format(deals.live)}
        detail={`of ${count.format(deals.total)} · ${count.format(deals.drafts)} ${deals.drafts === 1 ? 'draft' : 'drafts'}`}
      />
      <StatCard
        icon="receipt"
        tone="brand"
        label="Purchases"
        value={count.format(purchases.completed)}
        detail={`${count.format(purchases.redemptions)} redemptions · ${count.format(purchases.refunded)} refunded`}
      />
      <StatCard icon="dollar" tone="savings" label="Gross sales" value={usd.format(revenue.grossSales)} detail={`${usd.format(revenue.businessShare)} to businesses`} />
      <StatCard icon="trending" tone="success" label="Platform fees" value={usd.format(revenue.platformFee)} detail="25% of each sale" />
      <StatCard
        icon="clipboard"
        tone="warning"
        label="Waitlist"
        value={count.format(waitlist.total)}
        detail={`${count.format(waitlist.discounters)} discounters · ${count.format(waitlist.businesses)} businesses`}
      />
    </StatGrid>
  );
}

/** The platform's figures from GET /api/admin/stats (the special admin only). */
export function PlatformFiguresPanel() {
  const stats = usePlatformStats();
  return (
    <Section title="Platform figures" description="Live totals across every business, customer and sale.">
      {stats.data ? (
        <Figures stats={stats.data} />
      ) : stats.isError ? (
        <StatePanel
          role="alert"
          icon="⚠"
          title="Could not load the figures"
          text={errorDescription(stats.error)}
          actions={<Button onClick={() => void stats.refetch()}>Try Again</Button>}
        />
      ) : (
        <StatGridSkeleton count={7} label="Loading platform figures" />
      )}
    </Section>
  );
}
