import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { Badge, type BadgeTone } from '@marketplace/web-common/components/ui/badge';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { ApiError } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { useChangeSubscription, type SubscriptionChange } from '../api/change-subscription.js';
import { formatMomentDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { SubscriptionView } from '../../../api/get-subscription.js';

const Wrapper = styled(Stack)`
  & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space(3)} ${space(4)};
  margin: 0;
  & > div { display: flex; flex-direction: column; gap: ${space(1)}; }
  & dt { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
`;

const TONES: Record<string, BadgeTone> = {
  active: 'success',
  trialing: 'success',
  incomplete: 'warning',
  past_due: 'warning',
  unpaid: 'danger',
  paused: 'neutral',
  canceled: 'danger',
  incomplete_expired: 'danger',
};

/** "past_due" → "Past due": the provider's status as words. */
export function subscriptionStatusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const DONE: Record<SubscriptionChange, string> = {
  cancel: 'Your subscription will end at the end of this period. You can resume it until then.',
  resume: 'Your subscription renews again.',
};

/**
 * The business's current subscription (business-side section 4's first outcome), with Cancel (at
 * the period's end) while it renews and Resume while it is cancelled and not over yet.
 */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionView }) {
  const active = subscription.status === 'active' || subscription.status === 'trialing';
  const change = useChangeSubscription();
  const run = (kind: SubscriptionChange) =>
    change.mutate(kind, {
      onSuccess: () => toast({ title: kind === 'cancel' ? 'Subscription cancelled' : 'Subscription resumed', description: DONE[kind] }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The subscription could not be changed. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <Wrapper data-testid="subscription-details">
      <h2>{active ? 'Your subscription is active' : 'Your subscription'}</h2>
      <Facts>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge $tone={TONES[subscription.status] ?? 'neutral'} data-testid="subscription-status">
              {subscriptionStatusLabel(subscription.status)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{subscription.cancelAtPeriodEnd ? 'Ends on' : active ? 'Renews on' : 'Current period ends'}</dt>
          <dd data-testid="subscription-period-end">{subscription.currentPeriodEnd ? formatMomentDate(subscription.currentPeriodEnd) : 'Not set'}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)} per month</dd>
        </div>
      </Facts>
      <Actions>
        <ButtonLink to="/business/dashboard">Go to Dashboard</ButtonLink>
        {active && !subscription.cancelAtPeriodEnd ? (
          <Button variant="secondary" onClick={() => run('cancel')} loading={change.isPending}>
            Cancel at period end
          </Button>
        ) : null}
        {active && subscription.cancelAtPeriodEnd ? (
          <Button onClick={() => run('resume')} loading={change.isPending}>
            Resume subscription
          </Button>
        ) : null}
      </Actions>
    </Wrapper>
  );
}
