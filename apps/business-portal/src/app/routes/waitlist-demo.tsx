import { ApiError } from '@marketplace/web-common/api/api-client';
import { useServerConfig } from '@marketplace/web-common/api/server-config';
import { PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { useSampleWaitlist } from '../../features/admin/api/get-sample-waitlist.js';
import { Icon } from '../../features/admin/components/admin-icons.js';
import { AdminPage, AdminPageHeader, Notice } from '../../features/admin/components/admin-layout.js';
import { WaitlistErrorCard } from '../../features/admin/components/waitlist-error-card.js';
import { WaitlistView, WaitlistViewSkeleton } from '../../features/admin/components/waitlist-view.js';
import { NotFoundPage } from '@marketplace/web-common/components/app-shell/not-found-page';

function isRefused(error: Error): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * /admin/waitlist-demo: the waitlist view on sample rows, for demos. The route has no guard
 * (business-side section 2); the server gives the sample rows to the admin and business owners
 * only, so anyone else is asked to sign in. It is a demo view: outside demo mode the address is
 * an unknown page, and the sample rows are never asked for.
 */
export function WaitlistDemoPage() {
  const config = useServerConfig();
  if (config.data?.demoMode) return <WaitlistDemo />;
  if (config.data) return <NotFoundPage homePath="/business/dashboard" homeLabel="Go to the dashboard" />;
  return <AdminPage>{config.isError ? <WaitlistErrorCard error={config.error} /> : <WaitlistViewSkeleton />}</AdminPage>;
}

function WaitlistDemo() {
  const sample = useSampleWaitlist();
  return (
    <AdminPage>
      <title>Waitlist Demo · Discount Marketplace</title>
      <AdminPageHeader
        badge={
          <span>
            <Badge $tone="warning">Demo data</Badge>
          </span>
        }
        title={<PageTitle>Waitlist Demo</PageTitle>}
        lead="How waitlist administration works, shown on sample sign-ups. Search, filter, sort and export them as you would the real list."
        actions={
          <ButtonLink to="/admin/waitlist" variant="secondary">
            Real waitlist
          </ButtonLink>
        }
      />
      {sample.data ? (
        <>
          <Notice $tone="brand" role="note">
            <Icon name="info" />
            <span>
              <strong>These are sample entries.</strong> They are not real sign-ups and never change.
            </span>
          </Notice>
          <WaitlistView entries={sample.data} title="Sample sign-ups" />
        </>
      ) : sample.isError ? (
        isRefused(sample.error) ? (
          <StatePanel
            icon="ℹ"
            title="Sign in to see the demo"
            text="The waitlist demo is for the administrator and business owners."
            actions={<ButtonLink to="/admin/login">Admin Login</ButtonLink>}
          />
        ) : (
          <WaitlistErrorCard error={sample.error} />
        )
      ) : (
        <WaitlistViewSkeleton />
      )}
    </AdminPage>
  );
}
