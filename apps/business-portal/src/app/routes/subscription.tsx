import styled from 'styled-components';
import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import { PricingExplainer } from '../../features/subscription/components/pricing-explainer.js';
import { ConnectStatusCard } from '../../features/payouts/components/connect-status-card.js';
import { SubscriptionStatusCard } from '../../features/subscription/components/subscription-status-card.js';
import { RequireBusiness } from '../guards.js';
import { PortalPage as Page, BackLink as Back, PageHeader as Header } from '../../components/portal-page.js';

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

/** /business/subscription: the pricing explainer, then the current subscription or the payment form. */
export function SubscriptionPage() {
  return (
    <RequireBusiness permission="business">
      {() => (
        <Page>
          <title>Subscription · Discount Marketplace</title>
          <Back to="/business/dashboard">← Back to Dashboard</Back>
          <Header>
            <PageTitle>Subscription</PageTitle>
            <p>One simple plan keeps your business listed. Customers prepay for your deals, and you keep most of every sale.</p>
          </Header>
          <Layout>
            <PricingExplainer />
            <SubscriptionStatusCard />
          </Layout>
          <ConnectStatusCard />
        </Page>
      )}
    </RequireBusiness>
  );
}
