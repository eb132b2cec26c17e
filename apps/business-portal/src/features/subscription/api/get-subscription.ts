import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { createSubscription } from './create-subscription.js';

/** A subscription as the server presents it (apps/http presentSubscription). */
export interface SubscriptionView {
  id: number;
  /** The provider's status: active, trialing, incomplete, past_due, canceled ... */
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  createdAt: string;
}

/** GET /api/business/subscription: the paid-up subscription, or the secret of one awaiting payment, or neither. */
export interface SubscriptionAnswer {
  subscription?: SubscriptionView;
  clientSecret?: string;
}

export function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionAnswer> {
  return apiFetch<SubscriptionAnswer>('/api/business/subscription', signal ? { signal } : {});
}

/** The server's answer as it is (the dashboard reads the same key and shape). */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'subscription'], queryFn: ({ signal }) => getSubscription({ signal }) });

/**
 * The subscription this page created when the server had none, cached under the subscription's
 * key so that refreshing the subscription drops it too. Creating is idempotent on the server, and
 * a query (not an effect) makes sure one page visit sends it once.
 */
export const createdSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'subscription', 'created'], queryFn: () => createSubscription() });

/** What the subscription page shows once loaded: the subscription, or the payment that starts one. */
export type SubscriptionSetup = { kind: 'subscribed'; subscription: SubscriptionView } | { kind: 'payment_due'; clientSecret: string };

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
  if (answer?.subscription) setup = { kind: 'subscribed', subscription: answer.subscription };
  else if (answer?.clientSecret) setup = { kind: 'payment_due', clientSecret: answer.clientSecret };
  else if (needsNew && created.data) setup = { kind: 'payment_due', clientSecret: created.data.clientSecret };

  const failed = current.isError || (needsNew && created.isError);
  return {
    setup,
    failed,
    /** When the latest failure happened (0 for none): one toast per failure. */
    failedAt: failed ? Math.max(current.errorUpdatedAt, created.errorUpdatedAt) : 0,
    retrying: current.isFetching || created.isFetching,
    /** Loads again from the start: the server may have a subscription or a secret by now. */
    retry: () => queryClient.resetQueries({ queryKey: subscriptionQueryOptions().queryKey }),
  };
}
