import { useState } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import { InvitationLink, InviteForm } from '../../features/team/components/invite-form.js';
import { TeamMembers } from '../../features/team/components/team-members.js';
import { RequireBusiness } from '../guards.js';
import { PortalPage as Page } from '../../components/portal-page.js';

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
`;

/** /business/team (the owner only): the staff, their roles, and invitations. */
export function TeamPage() {
  const [sent, setSent] = useState<{ email: string; url: string } | null>(null);
  return (
    <RequireBusiness permission="business">
      {() => (
        <Page>
          <title>Team · Discount Marketplace</title>
          <PageTitle>Team</PageTitle>
          <Lead>Managers run your deals and the till; cashiers use the till only. Neither sees your figures, payouts or subscription.</Lead>
          <Layout>
            <TeamMembers onResent={setSent} />
            <div style={{ display: 'grid', gap: space(6) }}>
              <InviteForm onSent={setSent} />
              {sent ? (
                <Card>
                  <CardBody>
                    <InvitationLink email={sent.email} url={sent.url} />
                  </CardBody>
                </Card>
              ) : null}
            </div>
          </Layout>
        </Page>
      )}
    </RequireBusiness>
  );
}
