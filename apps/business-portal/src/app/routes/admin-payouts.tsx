import { PageTitle } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { isAdmin, type Account } from '@marketplace/web-common/session/account';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { OwnerNotice } from '../../features/admin/components/owner-notice.js';
import { PayoutsPanels } from '../../features/admin/components/payouts-panels.js';
import { RequireAdminArea } from '../guards.js';

function AdminPayouts({ account }: { account: Account }) {
  return (
    <AdminPage>
      <title>Payouts · Discount Marketplace</title>
      <AdminPageHeader
        title={<PageTitle>Payouts</PageTitle>}
        lead="Every business's balance from the ledger, and its weekly statements as CSV."
        actions={
          <ButtonLink to="/admin/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        }
      />
      {isAdmin(account) ? <PayoutsPanels /> : <OwnerNotice />}
    </AdminPage>
  );
}

/** /admin/payouts: the special admin only (a business owner in the admin area is told so). */
export function AdminPayoutsPage() {
  return <RequireAdminArea>{(account) => <AdminPayouts account={account} />}</RequireAdminArea>;
}
