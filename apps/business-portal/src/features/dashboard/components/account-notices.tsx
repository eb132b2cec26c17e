import styled, { css } from 'styled-components';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { AppLink } from '@marketplace/web-common/components/layout/app-link';
import type { ReactNode } from 'react';
import { space } from '@marketplace/web-common/theme';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { Icon } from '../../../components/icon.js';
import type { useSubscription } from '../../../api/get-subscription.js';
import { daysLeft, listingSentence } from '../../../api/listing-words.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

type Tone = 'warning' | 'success' | 'brand';

const Notice = styled.section<{ $tone: Tone }>`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(4)} ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [background, border] = $tone === 'warning' ? [c.warningSoft, c.warning] : $tone === 'success' ? [c.successSoft, c.success] : [c.brandSoft, c.brand];
    return css`background: ${background}; border-left: 4px solid ${border};`;
  }}
  & h2 { font-size: ${({ theme }) => theme.font.sizes.md}; margin-bottom: ${space(1)}; }
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; }
  & a { font-weight: ${({ theme }) => theme.font.weights.semibold}; color: ${({ theme }) => theme.colors.brandHover}; }
`;

const Mark = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  padding-top: 1px;
  color: ${({ theme, $tone }) => (theme.colors[$tone === 'brand' ? 'brandHover' : $tone])};
`;

/** Business-side section 1 and DESIGN.md section 3: an unverified business's deals stay drafts. */
export function VerificationBanner({ account }: { account: BusinessAccount }) {
  if (account.verified) return null;
  return (
    <Notice $tone="warning" aria-labelledby="verification-title" data-testid="verification-banner">
      <Mark $tone="warning">
        <Icon name="clock" />
      </Mark>
      <div>
        <h2 id="verification-title">Verification pending</h2>
        <p>
          Our team will call you shortly to verify {account.name}. You can use your dashboard and create deals right away. {DRAFT_NOTICE}
        </p>
      </div>
    </Notice>
  );
}

/**
 * The listing on the dashboard (DESIGN.md 10.5): paid up and until when; during the free days,
 * a cancellation or the grace after a failed payment, how long is left; when hidden, why and how to
 * fix it. Every case links to the subscription page.
 */
export function SubscriptionHint({ subscription }: { subscription: ReturnType<typeof useSubscription> }) {
  if (subscription.isPending || subscription.isError) return null;
  const { listing, subscription: current, clientSecret } = subscription.data;
  const link = (text: string) => (
    <AppLink to="/business/subscription" app="portal">
      {text}
    </AppLink>
  );
  const left = listing.listedUntil ? countdown(listing.listedUntil) : '';
  const sentence = listingSentence(listing, current);

  if (listing.state === 'subscribed') {
    return (
      <Hint tone="success" icon="check" title="Subscription active">
        {sentence} {link('Manage subscription')}
      </Hint>
    );
  }
  if (listing.state === 'cancelling') {
    return (
      <Hint tone="warning" icon="clock" title={`Subscription cancelled: ${left}`}>
        {sentence} {link('Resume subscription')}
      </Hint>
    );
  }
  if (listing.state === 'grace') {
    return (
      <Hint tone="warning" icon="clock" title={`Payment failed: ${left}`}>
        {sentence} {link('Update your card')}
      </Hint>
    );
  }
  if (listing.state === 'hidden') {
    return (
      <Hint tone="warning" icon="clock" title="Your deals are hidden" testId="listing-hidden">
        {sentence} {link(clientSecret ? 'Complete payment' : 'Subscribe to show them again')}
      </Hint>
    );
  }
  if (listing.state === 'trial') {
    return (
      <Hint tone="brand" icon="star" title={`Free listing: ${left}`}>
        {sentence} Subscribe for {formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)} per month to keep your deals listed, with unlimited deals, the QR code
        scanner and featured placement options. {link(clientSecret ? 'Complete payment' : 'Subscribe now')}
      </Hint>
    );
  }
  return (
    <Hint tone="brand" icon="star" title={clientSecret ? 'Finish your subscription' : 'No active subscription'}>
      Subscribe for {formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)} per month to keep your deals listed, with unlimited deals, the QR code scanner and
      featured placement options. {link(clientSecret ? 'Complete payment' : 'Subscribe now')}
    </Hint>
  );
}

/** "3 days left" / "1 day left" / "ends today". */
function countdown(iso: string): string {
  const days = daysLeft(iso);
  if (days === 0) return 'ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

function Hint({ tone, icon, title, testId = 'subscription-hint', children }: { tone: Tone; icon: 'check' | 'clock' | 'star'; title: string; testId?: string; children: ReactNode }) {
  return (
    <Notice $tone={tone} aria-labelledby="subscription-title" data-testid={testId}>
      <Mark $tone={tone}>
        <Icon name={icon} />
      </Mark>
      <div>
        <h2 id="subscription-title">{title}</h2>
        <p>{children}</p>
      </div>
    </Notice>
  );
}
