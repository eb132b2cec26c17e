import styled, { css } from 'styled-components';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { AppLink } from '@marketplace/web-common/components/layout/app-link';
import { formatMomentDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { Icon } from '../../../components/icon.js';
import type { useSubscription } from '../../../api/get-subscription.js';
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

/** One line on the subscription: active until when, or what subscribing costs and where to do it. */
export function SubscriptionHint({ subscription }: { subscription: ReturnType<typeof useSubscription> }) {
  if (subscription.isPending || subscription.isError) return null;
  // The server answers a subscription only while it is paid up (business-side section 4).
  const current = subscription.data.subscription;
  if (current) {
    return (
      <Notice $tone="success" aria-labelledby="subscription-title" data-testid="subscription-hint">
        <Mark $tone="success">
          <Icon name="check" />
        </Mark>
        <div>
          <h2 id="subscription-title">Subscription active</h2>
          <p>
            {current.currentPeriodEnd ? `Your listing is paid up until ${formatMomentDate(current.currentPeriodEnd)}. ` : 'Your listing is paid up. '}
            <AppLink to="/business/subscription" app="portal">
              Manage subscription
            </AppLink>
          </p>
        </div>
      </Notice>
    );
  }
  return (
    <Notice $tone="brand" aria-labelledby="subscription-title" data-testid="subscription-hint">
      <Mark $tone="brand">
        <Icon name="star" />
      </Mark>
      <div>
        <h2 id="subscription-title">{subscription.data.clientSecret ? 'Finish your subscription' : 'No active subscription'}</h2>
        <p>
          Subscribe for {formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)} per month to keep your deals listed, with unlimited deals, the QR code scanner and
          featured placement options.{' '}
          <AppLink to="/business/subscription" app="portal">
            {subscription.data.clientSecret ? 'Complete payment' : 'Subscribe now'}
          </AppLink>
        </p>
      </div>
    </Notice>
  );
}
