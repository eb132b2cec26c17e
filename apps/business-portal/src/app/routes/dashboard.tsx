import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Tabs } from '@marketplace/web-common/components/ui/tabs';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { space } from '@marketplace/web-common/theme';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { businessDealsKey } from '../../api/get-business-deals.js';
import { businessStatsQueryOptions, useBusinessStats } from '../../api/get-business-stats.js';
import { useSubscription } from '../../api/get-subscription.js';
import { SubscriptionHint, VerificationBanner } from '../../features/dashboard/components/account-notices.js';
import { AnalyticsTab } from '../../features/dashboard/components/analytics-tab.js';
import { DealsTab } from '../../features/dashboard/components/deals-tab.js';
import { StatsCards } from '../../features/dashboard/components/stats-cards.js';
import { WeeklySummarySwitch } from '../../features/dashboard/components/weekly-summary-switch.js';
import { ConnectStatusCard } from '../../features/payouts/components/connect-status-card.js';
import { ScanCodesPanel } from '../../features/scan-codes/components/scan-codes-panel.js';
import { Icon } from '../../components/icon.js';
import { isBusinessOwner, memberMay, RequireBusiness } from '../guards.js';

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(8)};
  padding-bottom: ${space(12)};
`;

const Top = styled(Cluster).attrs({ as: 'header', $gap: 4 })`
  align-items: flex-end;
  justify-content: space-between;
`;

const Heading = styled(Stack).attrs({ $gap: 1 })`
  min-width: 0;
  & p { color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })`
  & > * { flex: 1 1 auto; }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { & > * { flex: 0 0 auto; } }
`;

const SectionHead = styled(Cluster).attrs({ $gap: 3 })`
  justify-content: space-between;
  margin-bottom: ${space(4)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
`;

const Notices = styled.div`
  display: grid;
  gap: ${space(3)};
  &:empty { display: none; }
`;

/** Below the md breakpoint the four tabs sit two by two instead of scrolling out of sight. */
const TabsFrame = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    & [role='tablist'] { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); overflow-x: visible; }
    & [role='tab'] { white-space: normal; }
  }
`;

const TAB_KEYS = ['active', 'inactive', 'scan', 'analytics'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (value: string | null): value is TabKey => TAB_KEYS.includes(value as TabKey);

function place(account: BusinessAccount): string {
  return [account.category, [account.city, account.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

/** Refetches the figures and every deal list, then says so (the prototype's button did nothing). */
function useRefreshData() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      const statsKey = businessStatsQueryOptions().queryKey;
      await Promise.all([queryClient.invalidateQueries({ queryKey: statsKey }), queryClient.invalidateQueries({ queryKey: businessDealsKey() })]);
      if (queryClient.getQueryState(statsKey)?.status === 'error') {
        toast({ title: 'Refresh failed', description: 'Your figures could not be loaded. Please try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Data refreshed', description: 'Your deals and figures are up to date.' });
      }
    } finally {
      setRefreshing(false);
    }
  };
  return { refresh, refreshing };
}

/** The tabs every member who runs deals has: the deals, active and inactive, and the till. */
function dealAndTillTabs(now: Date) {
  return [
    { key: 'active', label: 'Active Deals', content: <DealsTab status="active" now={now} /> },
    { key: 'inactive', label: 'Inactive Deals', content: <DealsTab status="inactive" now={now} /> },
    { key: 'scan', label: 'Scan Codes', content: <ScanCodesPanel /> },
  ];
}

function Dashboard({ account }: { account: BusinessAccount }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'active';
  const stats = useBusinessStats();
  const subscription = useSubscription();
  const { refresh, refreshing } = useRefreshData();
  const now = new Date();

  return (
    <Page>
      <Top>
        <Heading>
          <PageTitle>Business Dashboard</PageTitle>
          <p>
            Welcome back, <strong>{account.name}</strong>
            {place(account) ? ` · ${place(account)}` : ''}
          </p>
        </Heading>
        <Actions>
          <ButtonLink to="/business/create-cash-to-discount-deal" variant="savings">
            Create Cash to Discount Deal
          </ButtonLink>
          <ButtonLink to="/business/create-deal">Create Deal</ButtonLink>
          <ButtonLink to="/business/payouts" variant="secondary">
            Payouts
          </ButtonLink>
          <ButtonLink to="/business/subscription" variant="secondary">
            Subscription
          </ButtonLink>
          <ButtonLink to="/business/team" variant="secondary">
            Team
          </ButtonLink>
          <ButtonLink to="/business/reviews" variant="secondary">
            Reviews
          </ButtonLink>
          {isBusinessOwner(account) ? (
            <ButtonLink to="/admin/dashboard" variant="secondary">
              Admin Dashboard
            </ButtonLink>
          ) : null}
        </Actions>
      </Top>

      <Notices>
        <VerificationBanner account={account} />
        <SubscriptionHint subscription={subscription} />
        <ConnectStatusCard />
      </Notices>

      <section aria-labelledby="overview-title">
        <SectionHead>
          <h2 id="overview-title">Overview</h2>
          <Button variant="secondary" size="sm" loading={refreshing} onClick={() => void refresh()}>
            {refreshing ? null : <Icon name="refresh" size={16} />}
            Refresh Data
          </Button>
        </SectionHead>
        <StatsCards stats={stats} />
      </section>

      <Card>
        <CardBody>
          <TabsFrame>
            <Tabs
            label="Dashboard sections"
            value={tab}
            onChange={(key) => setSearchParams(key === 'active' ? {} : { tab: key }, { replace: true })}
            items={[
              ...dealAndTillTabs(now),
              {
                key: 'analytics',
                label: 'Business Analytics',
                content: (
                  <Stack $gap={6}>
                    <AnalyticsTab stats={stats} now={now} />
                    <WeeklySummarySwitch />
                  </Stack>
                ),
              },
            ]}
            />
          </TabsFrame>
        </CardBody>
      </Card>
    </Page>
  );
}

const STAFF_TAB_KEYS = ['active', 'inactive', 'scan'] as const;
type StaffTabKey = (typeof STAFF_TAB_KEYS)[number];
const isStaffTab = (value: string | null): value is StaffTabKey => STAFF_TAB_KEYS.includes(value as StaffTabKey);

/**
 * A member of staff's dashboard: no figures, payouts or subscription (the server refuses them).
 * A manager gets the deals and the till; a cashier lands on the till alone.
 */
function StaffDashboard({ account }: { account: BusinessAccount }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const deals = memberMay(account, 'deals');
  const tab: StaffTabKey = isStaffTab(requested) ? requested : deals ? 'active' : 'scan';
  const now = new Date();
  const who = account.staff?.name ?? account.staff?.email ?? '';
  return (
    <Page>
      <title>{`${deals ? 'Business Dashboard' : 'Till'} · Discount Marketplace`}</title>
      <Top>
        <Heading>
          <PageTitle>{deals ? 'Business Dashboard' : 'Till'}</PageTitle>
          <p>
            Signed in as <strong>{who}</strong> · {account.teamRole} at <strong>{account.name}</strong>
          </p>
        </Heading>
        {deals ? (
          <Actions>
            <ButtonLink to="/business/create-cash-to-discount-deal" variant="savings">
              Create Cash to Discount Deal
            </ButtonLink>
            <ButtonLink to="/business/create-deal">Create Deal</ButtonLink>
            <ButtonLink to="/business/reviews" variant="secondary">
              Reviews
            </ButtonLink>
          </Actions>
        ) : null}
      </Top>
      <Card>
        <CardBody>
          {deals ? (
            <TabsFrame>
              <Tabs
                label="Dashboard sections"
                value={tab}
                onChange={(key) => setSearchParams(key === 'active' ? {} : { tab: key }, { replace: true })}
                items={dealAndTillTabs(now)}
              />
            </TabsFrame>
          ) : (
            <ScanCodesPanel />
          )}
        </CardBody>
      </Card>
    </Page>
  );
}

/** /business/dashboard: the owner's deals, codes and real figures; staff see what their role allows. */
export function DashboardPage() {
  return (
    <>
      <title>Business Dashboard · Discount Marketplace</title>
      <RequireBusiness>{(account) => (memberMay(account, 'business') ? <Dashboard account={account} /> : <StaffDashboard account={account} />)}</RequireBusiness>
    </>
  );
}
