import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Tabs } from '@marketplace/web-common/components/ui/tabs';
import { NO_PROGRESS } from '@marketplace/core/purchases/domain/badges';
import type { UserAccount } from '@marketplace/web-common/session/account';
import { space } from '@marketplace/web-common/theme';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { RequireCustomer } from '../../features/auth/require-customer.js';
import { useMyPurchases } from '../../api/get-my-purchases.js';
import { badgeProgressFrom } from '../../features/profile/components/badge-progress.js';
import { BadgesTab } from '../../features/profile/components/badges-tab.js';
import { DiscountValueWidget } from '../../components/discount-value-widget.js';
import { Favorites } from '../../features/profile/components/favorites.js';
import { MyDeals } from '../../features/profile/components/my-deals.js';
import { SentGifts } from '../../features/profile/components/sent-gifts.js';
import { ProfileInfo } from '../../features/profile/components/profile-info.js';
import { SettingsTab } from '../../features/profile/components/settings-tab.js';
import { AccountSecurity } from '../../features/profile/components/account-security.js';

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(6)};
`;

const Top = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 1fr 1fr; }
`;

/** "View My Deals" links to /profile#purchases: on a phone the purchases sit two screens down. */
const PURCHASES_ANCHOR = 'purchases';

const PurchasesCard = styled(Card)`
  scroll-margin-top: ${space(20)};
`;

const TAB_KEYS = ['deals', 'favorites', 'badges', 'settings'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (value: string | null): value is TabKey => TAB_KEYS.includes(value as TabKey);

function Profile({ account }: { account: UserAccount }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'deals';
  const purchases = useMyPurchases(true);
  const progress = purchases.data ? badgeProgressFrom(purchases.data) : NO_PROGRESS;
  const { hash } = useLocation();
  // Once the list has its height, as the router's own scroll to the anchor may come before it.
  useEffect(() => {
    if (hash === `#${PURCHASES_ANCHOR}` && !purchases.isPending) document.getElementById(PURCHASES_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash, purchases.isPending]);
  return (
    <>
      <Top>
        <ProfileInfo account={account} />
        <DiscountValueWidget />
      </Top>
      <PurchasesCard id={PURCHASES_ANCHOR}>
        <CardBody>
          <Tabs
            label="Profile sections"
            value={tab}
            onChange={(key) => setSearchParams(key === 'deals' ? {} : { tab: key }, { replace: true })}
            items={[
              {
                key: 'deals',
                label: 'My Deals',
                content: (
                  <>
                    <MyDeals purchases={purchases} />
                    <SentGifts />
                  </>
                ),
              },
              { key: 'favorites', label: 'Favorites', content: <Favorites customerId={account.id} /> },
              { key: 'badges', label: 'Badges', content: <BadgesTab progress={progress} /> },
              { key: 'settings', label: 'Settings', content: <SettingsTab /> },
            ]}
          />
        </CardBody>
      </PurchasesCard>
      <AccountSecurity account={account} />
    </>
  );
}

export function ProfilePage() {
  return (
    <Page>
      <title>My Profile · Discount Marketplace</title>
      <PageTitle>My Profile</PageTitle>
      <RequireCustomer loadingLabel="Loading your profile">{(account) => <Profile account={account} />}</RequireCustomer>
    </Page>
  );
}
