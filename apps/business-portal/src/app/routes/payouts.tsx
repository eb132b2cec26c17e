import { Link } from 'react-router';
import styled from 'styled-components';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';
import { PayoutsView } from '../../features/payouts/components/payouts-view.js';
import { RequireBusiness } from '../guards.js';
import { ConnectStatusCard } from '../../features/payouts/components/connect-status-card.js';

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
