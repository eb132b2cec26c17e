import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import styled, { css } from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { useCheckConnectAccount } from '../api/check-connect-account.js';
import { useConnectState, type ConnectState } from '../api/get-connect-state.js';
import { useStartConnectOnboarding, type LeavePortal } from '../api/start-connect-onboarding.js';

type Tone = 'success' | 'warning' | 'brand';

const Box = styled.section<{ $tone: Tone }>`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)} ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [background, border] = $tone === 'warning' ? [c.warningSoft, c.warning] : $tone === 'success' ? [c.successSoft, c.success] : [c.brandSoft, c.brand];
    return css`background: ${background}; border-left: 4px solid ${border};`;
  }}
  & h2 { font-size: ${({ theme }) => theme.font.sizes.md}; }
  & p, & li { font-size: ${({ theme }) => theme.font.sizes.sm}; }
  & ul { margin: 0; padding-left: ${space(5)}; }
  & button { justify-self: start; }
`;

function toneOf(state: ConnectState): Tone {
  if (state.status === 'enabled') return 'success';
  if (state.status === 'action_required') return 'warning';
  return 'brand';
}

/** What the card says under its title, by status. */
function explanation(state: ConnectState): string {
  switch (state.status) {
    case 'not_started':
      return 'Connect a payout account with Stripe to receive your share of each sale. What you sell before then is kept for you and sent once payouts are on.';
    case 'incomplete':
      return 'Finish the Stripe form to turn payouts on. What you sell meanwhile is kept for you.';
    case 'action_required':
      return 'Stripe paused payouts until it has what it asked for. What you sell meanwhile is kept for you.';
    case 'pending':
      return 'Nothing more is needed from you right now. Payouts turn on once Stripe has checked your details.';
    case 'enabled':
      return 'Your share of each sale goes to your Stripe account, and Stripe pays it out to your bank.';
  }
}

function buttonLabel(state: ConnectState): string | null {
  if (state.status === 'not_started') return 'Get paid';
  if (state.status === 'incomplete') return 'Continue payout setup';
  if (state.status === 'action_required') return 'Update your details';
  return null;
}

/**
 * Back from onboarding (`?connect=return`): the account is read from Stripe once, so the card is
 * right before Stripe's webhook arrives; the marker then leaves the address.
 */
function useCheckOnReturn() {
  const [params, setParams] = useSearchParams();
  const check = useCheckConnectAccount();
  const checked = useRef(false);
  const returning = params.get('connect') === 'return';
  useEffect(() => {
    if (!returning || checked.current) return;
    checked.current = true;
    check.mutate(undefined, {
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('connect');
            return next;
          },
          { replace: true },
        ),
    });
  }, [returning, check, setParams]);
  return check.isPending;
}

/**
 * The business's payout account (Stripe Connect) in plain words: whether payouts are on, what
 * Stripe still needs, and the "Get paid" button that starts or resumes onboarding. Shown on the
 * dashboard and the subscription page (and the Payouts page).
 */
export function ConnectStatusCard({ leave }: { leave?: LeavePortal } = {}) {
  const state = useConnectState();
  const start = useStartConnectOnboarding(leave);
  const checking = useCheckOnReturn();

  if (state.isPending || checking) {
    return (
      <Box $tone="brand" aria-busy="true" aria-label="Loading your payout status" data-testid="connect-status">
        <Skeleton $height="1.25rem" $width="40%" />
        <Skeleton $height="1rem" $width="85%" />
      </Box>
    );
  }
  if (state.isError) {
    return (
      <Box $tone="warning" role="alert" aria-labelledby="connect-title" data-testid="connect-status">
        <h2 id="connect-title">Payout status unavailable</h2>
        <p>Your payout status could not be loaded.</p>
        <Button size="sm" variant="secondary" loading={state.isFetching} onClick={() => void state.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  const current = state.data;
  const label = buttonLabel(current);
  return (
    <Box $tone={toneOf(current)} aria-labelledby="connect-title" data-testid="connect-status" data-status={current.status}>
      <h2 id="connect-title">{current.summary}</h2>
      <p>{explanation(current)}</p>
      {current.requirementsDue.length > 0 ? <p data-testid="connect-requirements">Stripe needs: {current.requirementsDue.join(', ')}.</p> : null}
      {current.disabledReason ? <p>{current.disabledReason}</p> : null}
      {label ? (
        <Button size="sm" loading={start.isPending} onClick={() => start.mutate()}>
          {label}
        </Button>
      ) : null}
    </Box>
  );
}
