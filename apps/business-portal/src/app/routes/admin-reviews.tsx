import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { isAdmin, type Account } from '@marketplace/web-common/session/account';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { OwnerNotice } from '../../features/admin/components/owner-notice.js';
import { ReviewsPanel } from '../../features/admin/components/reviews-panel.js';
import { RequireAdminArea } from '../guards.js';

function AdminReviews({ account }: { account: Account }) {
  return (
    <AdminPage>
      <title>Reviews · Discount Marketplace</title>
      <AdminPageHeader
        title={<PageTitle>Reviews</PageTitle>}
        lead="Customers' reviews of businesses, newest first, hidden ones included."
        actions={
          <ButtonLink to="/admin/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        }
      />
      {isAdmin(account) ? <ReviewsPanel /> : <OwnerNotice />}
    </AdminPage>
  );
}

/** /admin/reviews: the special admin only (a business owner in the admin area is told so). */
export function AdminReviewsPage() {
  return <RequireAdminArea>{(account) => <AdminReviews account={account} />}</RequireAdminArea>;
}
