import { Link } from 'react-router';
import styled from 'styled-components';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';
import { RedemptionsView } from '../../features/redemptions/components/redemptions-view.js';
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
