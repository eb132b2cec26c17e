import { PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { isAdmin, type Account } from '@marketplace/web-common/session/account';
import { AdminPage, AdminPageHeader } from '../../features/admin/components/admin-layout.js';
import { SentMailPanel } from '../../features/admin/components/sent-mail-panel.js';
import { RequireAdminArea } from '../guards.js';

function AdminMail({ account }: { account: Account }) {
  return (
    <AdminPage>
      <title>Sent Mail · Discount Marketplace</title>
      <AdminPageHeader
        title={<PageTitle>Sent Mail</PageTitle>}
        lead="Every email the server wrote, whether it went out, and how its recipient sees it."
        actions={
          <ButtonLink to="/admin/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        }
      />
      {isAdmin(account) ? <SentMailPanel /> : <StatePanel icon="🔒" title="For the administrator only" text="Sent mail holds customers' codes: only the administrator sees it." />}
    </AdminPage>
  );
}

/** /admin/mail: the email outbox, sent and unsent (the special admin only). */
export function AdminMailPage() {
  return <RequireAdminArea>{(account) => <AdminMail account={account} />}</RequireAdminArea>;
}
