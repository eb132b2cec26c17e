import styled from 'styled-components';
import { ChangeEmailCard } from '@marketplace/web-common/components/account/change-email-card';
import { ChangePasswordCard } from '@marketplace/web-common/components/account/change-password-card';
import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import { TimeZoneCard } from '../../features/payouts/components/time-zone-card.js';
import { MyNameCard } from '../../features/team/components/my-name-card.js';
import { memberMay, RequireBusiness } from '../guards.js';
import { PortalPage as Page } from '../../components/portal-page.js';

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

/**
 * /business/settings: change password for everyone signed in (and their own name for staff); the owner also changes the business's
 * email and time zone (its statements' week). Staff's email is the one they were invited with.
 */
export function BusinessSettingsPage() {
  return (
    <RequireBusiness>
      {(business) => (
        <Page>
          <title>Account Settings · Discount Marketplace</title>
          <PageTitle>Account Settings</PageTitle>
          <Layout>
            <ChangePasswordCard />
            {memberMay(business, 'business') ? (
              <>
                <ChangeEmailCard currentEmail={business.email} />
                <TimeZoneCard />
              </>
            ) : (
              <MyNameCard name={business.staff?.name ?? null} />
            )}
          </Layout>
        </Page>
      )}
    </RequireBusiness>
  );
}
