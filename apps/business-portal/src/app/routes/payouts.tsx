import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { PayoutsView } from '../../features/payouts/components/payouts-view.js';
import { RequireBusiness } from '../guards.js';
import { ConnectStatusCard } from '../../features/payouts/components/connect-status-card.js';
import { PortalPage as Page, BackLink as Back, PageHeader as Header } from '../../components/portal-page.js';

/** /business/payouts: where the business's money is, and its weekly statements. */
export function PayoutsPage() {
  return (
    <RequireBusiness permission="business">
      {() => (
        <Page>
          <title>Payouts · Discount Marketplace</title>
          <Back to="/business/dashboard">← Back to Dashboard</Back>
          <Header>
            <PageTitle>Payouts</PageTitle>
            <p>What you are owed, what is on its way to your bank and what has been paid, with a statement for every week (Monday to Sunday in your time zone, set in Account Settings).</p>
          </Header>
          <ConnectStatusCard />
          <PayoutsView />
        </Page>
      )}
    </RequireBusiness>
  );
}
