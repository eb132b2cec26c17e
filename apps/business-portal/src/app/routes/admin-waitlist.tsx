import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { useWaitlist } from '../../features/admin/api/get-waitlist.js';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { WaitlistErrorCard } from '../../features/admin/components/waitlist-error-card.js';
import { refreshLine, WaitlistFreshness } from '../../features/admin/components/waitlist-freshness.js';
import { WaitlistView, WaitlistViewSkeleton } from '../../features/admin/components/waitlist-view.js';
import { RequireAdminArea } from '../guards.js';

function AdminWaitlist() {
  const waitlist = useWaitlist();
  return (
    <AdminPage>
      <title>Waitlist Administration · Discount Marketplace</title>
      <AdminPageHeader
        title={<PageTitle>Waitlist Administration</PageTitle>}
        lead={waitlist.data ? refreshLine(waitlist.dataUpdatedAt) : 'Everyone who joined the waitlist, with their interest and feedback.'}
        actions={
          <ButtonLink to="/admin/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        }
      />
      {waitlist.data ? (
        <>
          <WaitlistFreshness source={waitlist.data.source} refreshFailed={waitlist.isRefetchError} />
          <WaitlistView entries={waitlist.data.entries} />
        </>
      ) : waitlist.isError ? (
        <WaitlistErrorCard error={waitlist.error} />
      ) : (
        <WaitlistViewSkeleton />
      )}
    </AdminPage>
  );
}

/** /admin/waitlist: the admin and business owners (business-side sections 2, 4 and 9). */
export function AdminWaitlistPage() {
  return <RequireAdminArea>{() => <AdminWaitlist />}</RequireAdminArea>;
}
