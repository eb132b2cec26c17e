import { Link } from 'react-router';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import { PricingExplainer } from '../../features/subscription/components/pricing-explainer.js';
import { ConnectStatusCard } from '../../features/payouts/components/connect-status-card.js';
import { SubscriptionStatusCard } from '../../features/subscription/components/subscription-status-card.js';
import { RequireBusiness } from '../guards.js';

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(6)};
  padding-bottom: ${space(12)};
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Header = styled(Stack).attrs({ as: 'header', $gap: 2 })`
  & p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 40rem; }
`;

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
