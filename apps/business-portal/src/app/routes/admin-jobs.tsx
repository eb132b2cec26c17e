import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { isAdmin, type Account } from '@marketplace/web-common/session/account';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { JobsPanels } from '../../features/admin/components/jobs-panels.js';
import { OwnerNotice } from '../../features/admin/components/owner-notice.js';
import { RequireAdminArea } from '../guards.js';

function AdminJobs({ account }: { account: Account }) {
  return (
    <AdminPage>
      <title>Background Jobs · Discount Marketplace</title>
      <AdminPageHeader
        title={<PageTitle>Background Jobs</PageTitle>}
        lead="The work that runs later or on a schedule (clean-ups, emails): what waits, what failed, and a retry for it."
        actions={
          <ButtonLink to="/admin/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        }
      />
      {isAdmin(account) ? <JobsPanels /> : <OwnerNotice />}
    </AdminPage>
  );
}

/** /admin/jobs: the special admin only (a business owner in the admin area is told so). */
export function AdminJobsPage() {
  return <RequireAdminArea>{(account) => <AdminJobs account={account} />}</RequireAdminArea>;
}
