import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { useServerConfig } from '@marketplace/web-common/api/server-config';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { space } from '@marketplace/web-common/theme';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { useSubscriptionSetup } from '../use-subscription-setup.js';
import { ListingNotice } from './listing-notice.js';
import { SubscriptionDetails } from './subscription-details.js';
import { SubscriptionPayment, SubscriptionPaymentsUnavailable } from './subscription-payment.js';

/** Business-side section 8's load failure text. */
export const LOAD_FAILURE_MESSAGE = 'Could not load subscription information. Please try again.';

const Body = styled(Card)`
  padding: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

function Loading() {
  return (
    <Body aria-busy="true" aria-label="Loading your subscription">
      <Skeleton $height="1.5rem" $width="60%" />
      <Skeleton $height="1rem" $width="85%" />
      <Skeleton $height="42px" />
      <Skeleton $height="42px" />
      <Skeleton $height="48px" />
    </Body>
  );
}

/**
 * The page's right-hand side: loading, then the current subscription or the payment form
 * (business-side section 4); a load failure toasts "Error" and offers a retry.
 */
export function SubscriptionStatusCard() {
  const config = useServerConfig();
  // With no payment provider there is nothing to create a payment with: the server would refuse.
  const paymentsAvailable = config.data ? config.data.paymentMode !== 'none' : undefined;
  const { setup, listing, failed, failedAt, retry, retrying } = useSubscriptionSetup({ canCreate: paymentsAvailable === true });
  const toasted = useRef(0);

  useEffect(() => {
    if (!failed || toasted.current === failedAt) return;
    toasted.current = failedAt;
    toast({ title: 'Error', description: LOAD_FAILURE_MESSAGE, variant: 'destructive' });
  }, [failed, failedAt]);

  if (failed) {
    return (
      <StatePanel
        role="alert"
        icon="⚠️"
        title="Subscription unavailable"
        text={LOAD_FAILURE_MESSAGE}
        actions={
          <Button onClick={() => void retry()} loading={retrying}>
            Try again
          </Button>
        }
      />
    );
  }
  const notice = listing ? <ListingNotice listing={listing} subscription={setup?.kind === 'subscribed' ? setup.subscription : undefined} /> : null;
  if (setup?.kind === 'subscribed') {
    return (
      <Body>
        {notice}
        <SubscriptionDetails subscription={setup.subscription} />
        {setup.clientSecret ? <SubscriptionPayment clientSecret={setup.clientSecret} renewal /> : null}
      </Body>
    );
  }
  if (config.isError) {
    return (
      <StatePanel
        role="alert"
        icon="⚠️"
        title="Subscription unavailable"
        text="The payment settings could not be loaded."
        actions={
          <Button onClick={() => void config.refetch()} loading={config.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  if (paymentsAvailable === false) {
    return (
      <Body>
        <SubscriptionPaymentsUnavailable />
      </Body>
    );
  }
  if (!setup) return <Loading />;
  return (
    <Body>
      {notice}
      <SubscriptionPayment clientSecret={setup.clientSecret} />
    </Body>
  );
}
