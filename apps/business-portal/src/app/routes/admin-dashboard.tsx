import { useDemoMode } from '@marketplace/web-common/api/server-config';
import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { displayName, isAdmin, type Account } from '@marketplace/web-common/session/account';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { ContactMessagesPanel } from '../../features/admin/components/contact-messages-panel.js';
import { BusinessReviewPanel } from '../../features/admin/components/business-review-panel.js';
import { OwnerNotice } from '../../features/admin/components/owner-notice.js';
import { PlatformFiguresPanel } from '../../features/admin/components/platform-figures-panel.js';
import { WaitlistOverviewPanel } from '../../features/admin/components/waitlist-overview-panel.js';
import { RequireAdminArea } from '../guards.js';

/**
 * The admin dashboard: the special admin gets the platform figures, the business list with its
 * Verify action and the waitlist; a business owner may enter too but sees the waitlist part only
 * (the server refuses owners the rest).
 */
function AdminDashboard({ account }: { account: Account }) {
  const admin = isAdmin(account);
  const demoMode = useDemoMode();
  return (
    <AdminPage>
      <title>Admin Dashboard · Discount Marketplace</title>
      <AdminPageHeader
        badge={
          <span>
            <Badge $tone={admin ? 'brand' : 'neutral'}>{admin ? 'Administrator' : 'Business owner'}</Badge>
          </span>
        }
        title={<PageTitle>Admin Dashboard</PageTitle>}
        lead={`Signed in as ${displayName(account)}.`}
        actions={
          <>
            <ButtonLink to="/admin/waitlist">Waitlist Administration</ButtonLink>
            {admin ? (
              <>
                <ButtonLink to="/admin/mail" variant="secondary">
                  Sent Mail
                </ButtonLink>
                <ButtonLink to="/admin/jobs" variant="secondary">
                  Background Jobs
                </ButtonLink>
                <ButtonLink to="/admin/reviews" variant="secondary">
                  Reviews
                </ButtonLink>
                <ButtonLink to="/admin/payouts" variant="secondary">
                  Payouts
                </ButtonLink>
              </>
            ) : null}
            {demoMode ? (
              <ButtonLink to="/admin/waitlist-demo" variant="secondary">
                Waitlist Demo
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {admin ? <PlatformFiguresPanel /> : <OwnerNotice />}
      {admin ? <BusinessReviewPanel /> : null}
      {admin ? <ContactMessagesPanel /> : null}
      <WaitlistOverviewPanel />
    </AdminPage>
  );
}

export function AdminDashboardPage() {
  return <RequireAdminArea>{(account) => <AdminDashboard account={account} />}</RequireAdminArea>;
}
