import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { RedemptionsView } from '../../features/redemptions/components/redemptions-view.js';
import { RequireBusiness } from '../guards.js';
import { PortalPage as Page, BackLink as Back, PageHeader as Header } from '../../components/portal-page.js';

/** /business/redemptions: who redeemed what, where and when, with the undos. */
export function RedemptionsPage() {
  return (
    <RequireBusiness>
      {() => (
        <Page>
          <title>Redemptions · Discount Marketplace</title>
          <Back to="/business/dashboard">← Back to Dashboard</Back>
          <Header>
            <PageTitle>Redemptions</PageTitle>
            <p>Every code redeemed at your tills, one day at a time in your time zone, with the location, who redeemed it and the bill. A redemption can be undone for 10 minutes; the list keeps both lines.</p>
          </Header>
          <RedemptionsView />
        </Page>
      )}
    </RequireBusiness>
  );
}
