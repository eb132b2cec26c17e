import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryOptions, type ListingView, type SubscriptionView } from '../../api/get-subscription.js';
import { createdSubscriptionQueryOptions } from './api/create-subscription.js';

/**
 * What the subscription page shows once loaded: the subscription (with the failed renewal's
 * secret to pay it with another card during the grace period), or the payment that starts one.
 */
export type SubscriptionSetup =
  | { kind: 'subscribed'; subscription: SubscriptionView; clientSecret: string | null }
  | { kind: 'payment_due'; clientSecret: string };

/**
 * Business-side section 4's three outcomes, in order: an existing subscription is shown; else the
 * returned client secret is used; else a subscription is created and its client secret used, once
 * `canCreate` says the server has a payment provider (it refuses to create one without).
 */
export function useSubscriptionSetup({ canCreate }: { canCreate: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery(subscriptionQueryOptions());
  const answer = current.data;
  const needsNew = !!answer && !answer.subscription && !answer.clientSecret && canCreate;
  const created = useQuery({ ...createdSubscriptionQueryOptions(), enabled: needsNew });

  let setup: SubscriptionSetup | undefined;
  if (answer?.subscription) setup = { kind: 'subscribed', subscription: answer.subscription, clientSecret: answer.clientSecret ?? null };
  else if (answer?.clientSecret) setup = { kind: 'payment_due', clientSecret: answer.clientSecret };
  else if (needsNew && created.data) setup = { kind: 'payment_due', clientSecret: created.data.clientSecret };

  const failed = current.isError || (needsNew && created.isError);
  const listing: ListingView | undefined = answer?.listing;
  return {
    setup,
    listing,
    failed,
    /** When the latest failure happened (0 for none): one toast per failure. */
    failedAt: failed ? Math.max(current.errorUpdatedAt, created.errorUpdatedAt) : 0,
    retrying: current.isFetching || created.isFetching,
    /** Loads again from the start: the server may have a subscription or a secret by now. */
    retry: () => queryClient.resetQueries({ queryKey: subscriptionQueryOptions().queryKey }),
  };
}
