import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { usesLeftText, type DisplayStatus } from '@marketplace/core/purchases/domain/purchase';
import { dollarsToCents, formatUsd } from '@marketplace/core/shared/domain/money';
import { Badge, type BadgeTone } from '@marketplace/web-common/components/ui/badge';
import { Card } from '@marketplace/web-common/components/ui/card';
import { formatDate, formatMoment, formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { CodeCheck } from '../api/validate-code.js';

const Body = styled.div`
  padding: ${space(5)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`;

const Category = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DealTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  overflow-wrap: anywhere;
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Hero = styled.p`
  font-size: ${({ theme }) => theme.font.sizes['4xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.savings};
  & span {
    font-size: ${({ theme }) => theme.font.sizes.lg};
    margin-left: ${space(1)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space(3)} ${space(4)};
  margin: 0;
  & > div { display: flex; flex-direction: column; gap: ${space(0.5)}; min-width: 0; }
  & dt { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.semibold}; overflow-wrap: anywhere; }
`;

export type NoticeTone = 'success' | 'warning' | 'danger';

/** A coloured message inside the till's panels: what happened, in a title and a sentence. */
export const Notice = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid;
  ${({ theme, $tone }) => {
    const [soft, strong] = {
      success: [theme.colors.successSoft, theme.colors.success],
      warning: [theme.colors.warningSoft, theme.colors.warning],
      danger: [theme.colors.dangerSoft, theme.colors.danger],
    }[$tone];
    return css`
      background: ${soft};
      border-left-color: ${strong};
      color: ${theme.colors.text};
      & strong { color: ${strong}; }
    `;
  }}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const STATUS_TONES: Record<DisplayStatus, BadgeTone> = { Active: 'success', Redeemed: 'neutral', Expired: 'danger', Refunded: 'danger' };

/**
 * What a validated code unlocks, as the till needs it before applying the discount: the deal, the
 * discount, the price paid, the uses left, the customer and the expiry, with the panel's notices
 * and actions beneath.
 */
export function CodeCheckCard({ check, notice, actions, headingRef }: { check: CodeCheck; notice?: ReactNode; actions: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Card as="article" aria-label="Purchase details" data-testid="code-check">
      <Body>
        <Top>
          <Titles>
            {check.deal ? <Category>{check.deal.category}</Category> : null}
            <DealTitle ref={headingRef} tabIndex={-1}>
              {check.deal?.title ?? 'Deal no longer listed'}
            </DealTitle>
          </Titles>
          <Badge $tone={STATUS_TONES[check.status]} data-testid="code-status">
            {check.status}
          </Badge>
        </Top>
        <Hero data-testid="code-discount">
          {check.freeItem ? formatOffer(check) : (
            <>
              {check.discountPercent}%<span>off</span>
            </>
          )}
        </Hero>
        <Facts>
          <div>
            <dt>Price paid</dt>
            <dd data-testid="code-price">{formatUsd(dollarsToCents(check.amount))}</dd>
          </div>
          <div>
            <dt>Uses</dt>
            <dd data-testid="code-uses-left">{usesLeftText(check)}</dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd data-testid="code-customer">{check.customer ?? 'Unknown customer'}</dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd data-testid="code-expiry">{check.expiryDate ? formatDate(check.expiryDate) : 'No expiry'}</dd>
          </div>
          <div>
            <dt>Purchase</dt>
            <dd>#{check.displayId}</dd>
          </div>
          {check.redeemedAt ? (
            <div>
              <dt>Last redeemed</dt>
              <dd>{formatMoment(check.redeemedAt)}</dd>
            </div>
          ) : null}
        </Facts>
        {notice}
        <Actions>{actions}</Actions>
      </Body>
    </Card>
  );
}
