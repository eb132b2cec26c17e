import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PageStack, StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { space } from '@marketplace/web-common/theme';
import { useStartConnectOnboarding, type LeavePortal } from '../../features/payouts/api/start-connect-onboarding.js';
import { RequireBusiness } from '../guards.js';

const Page = styled(PageStack)`
  padding-top: ${space(12)};
  padding-bottom: ${space(12)};
`;

/** Stripe's refresh URL: the onboarding link expired, so a fresh one is made and followed at once. */
function Refresh({ leave }: { leave?: LeavePortal | undefined }) {
  const start = useStartConnectOnboarding(leave);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate();
  }, [start]);
  if (start.isError) {
    return (
      <StatePanel
        role="alert"
        icon="⚠️"
        level={1}
        title="Payout setup could not continue"
        text={errorDescription(start.error)}
        actions={
          <>
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              Try again
            </Button>
            <ButtonLink to="/business/dashboard" variant="secondary">
              Back to the dashboard
            </ButtonLink>
          </>
        }
      />
    );
  }
  return <StatePanel icon="⏳" level={1} title="Back to Stripe…" text="Making a fresh link to your payout setup." />;
}

/** /business/connect/refresh: where Stripe sends the owner when an onboarding link has expired. */
export function ConnectRefreshPage({ leave }: { leave?: LeavePortal } = {}) {
  return (
    <RequireBusiness permission="business">
      {() => (
        <Page>
          <title>Payout setup · Discount Marketplace</title>
          <Refresh leave={leave} />
        </Page>
      )}
    </RequireBusiness>
  );
}
