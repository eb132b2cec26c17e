import { useId } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { BUSINESS_SHARE_PERCENT, PLATFORM_SHARE_PERCENT } from '@marketplace/core/fees/domain/fee-calculator';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { SUBSCRIPTION_MONTHLY_PRICE_CENTS } from '@marketplace/core/subscriptions/domain/subscription';
import { Card } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';

const Section = styled(Card)`
  padding: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
`;

const Plan = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.brand};
`;

const Price = styled(Cluster).attrs({ as: 'p', $gap: 2 })`
  align-items: baseline;
  & strong { font-size: ${({ theme }) => theme.font.sizes['4xl']}; font-weight: ${({ theme }) => theme.font.weights.bold}; letter-spacing: -0.02em; }
  & span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Split = styled(Stack).attrs({ $gap: 2 })`
`;

const Bar = styled.div`
  display: flex;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Share = styled.div<{ $percent: number; $tone: 'savings' | 'muted' }>`
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme, $tone }) => ($tone === 'savings' ? theme.colors.savings : theme.colors.border)};
`;

const Legend = styled(Cluster).attrs({ as: 'p', $gap: 2, $align: 'stretch' })`
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & strong { color: ${({ theme }) => theme.colors.savings}; }
`;

const List = styled(Stack).attrs({ as: 'ul', $gap: 2.5 })`
  list-style: none;
  margin: 0;
  padding: 0;
  & li { display: flex; gap: ${space(2)}; align-items: flex-start; }
  & li::before { content: '✓' / ''; color: ${({ theme }) => theme.colors.savings}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

/** Business-side sections 1 and 9: $25.00 a month, 75% of every sale kept, weekly payouts, no minimum sales. */
export function PricingExplainer() {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId} data-testid="pricing-explainer">
      <Plan id={titleId}>Business plan</Plan>
      <Price>
        <strong>{formatUsd(SUBSCRIPTION_MONTHLY_PRICE_CENTS)}</strong>
        <span>per month</span>
      </Price>
      <Split>
        <Bar aria-hidden="true">
          <Share $percent={BUSINESS_SHARE_PERCENT} $tone="savings" />
          <Share $percent={PLATFORM_SHARE_PERCENT} $tone="muted" />
        </Bar>
        <Legend>
          <span>
            <strong>You keep {BUSINESS_SHARE_PERCENT}%</strong> of every deal purchase
          </span>
          <span>{PLATFORM_SHARE_PERCENT}% platform share per transaction</span>
        </Legend>
      </Split>
      <List aria-label="Transaction benefits">
        <li>Keep {BUSINESS_SHARE_PERCENT}% of each transaction, with no extra processing fees</li>
        <li>Weekly payouts</li>
        <li>No minimum sales</li>
        <li>An earnings dashboard</li>
      </List>
      <SubHeading>Included in your subscription</SubHeading>
      <List>
        <li>Unlimited deal creation</li>
        <li>Business dashboard</li>
        <li>QR code scanner</li>
        <li>Featured placement options</li>
      </List>
    </Section>
  );
}
