import { useState } from 'react';
import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { refreshLine } from '../../features/admin/components/waitlist-freshness.js';
import { LiveWaitlistView } from '../../features/admin/components/waitlist-view.js';
import { RequireAdminArea } from '../guards.js';

function AdminWaitlist() {
  const [updatedAt, setUpdatedAt] = useState(0);
  return (
    <AdminPage>
      <title>Waitlist Administration · Discount Marketplace</title>
      <AdminPageHeader
        title={<PageTitle>Waitlist Administration</PageTitle>}
        lead={updatedAt ? refreshLine(updatedAt) : 'Everyone who joined the waitlist, with their interest and feedback.'}
        actions={
          <ButtonLink to="/admin/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        }
      />
      <LiveWaitlistView onUpdated={setUpdatedAt} />
    </AdminPage>
  );
}

/** /admin/waitlist: the admin and business owners (business-side sections 2, 4 and 9). */
export function AdminWaitlistPage() {
  return <RequireAdminArea>{() => <AdminWaitlist />}</RequireAdminArea>;
}
