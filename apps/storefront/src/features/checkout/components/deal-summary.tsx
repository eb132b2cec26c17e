import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Deal } from '@marketplace/web-common/api/deal';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { formatOffer, previewDescription } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(3)};
  & div { padding: ${space(3)}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  & dt { font-size: ${({ theme }) => theme.font.sizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; }
  & dd { margin: 0; font-size: ${({ theme }) => theme.font.sizes.xl}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const SavingsFigure = styled.dd`
  && { color: ${({ theme }) => theme.colors.savings}; }
`;

export interface DealSummaryProps {
  deal: Deal;
  /** The deal's picture, from the page (the storefront's shared DealImage). */
  image: ReactNode;
  /** "$15.00": what the customer pays (or paid). */
  youPay: string;
  discountPercent: number;
  isCustom: boolean;
}

/** The Deal Summary card: the deal, what the customer pays and what they get. */
export function DealSummary({ deal, image, youPay, discountPercent, isCustom }: DealSummaryProps) {
  const custom = isCustom ? <Badge $tone="brand">Custom</Badge> : null;
  return (
    <Card data-testid="deal-summary">
      {image}
      <CardBody>
        <CardTitle as="h2">Deal Summary</CardTitle>
        <h3>{deal.title}</h3>
        <p>{previewDescription(deal.description)}</p>
        <Figures>
          <div>
            <dt>You Pay {custom}</dt>
            <dd data-testid="you-pay">{youPay}</dd>
          </div>
          <div>
            <dt>You Get {custom}</dt>
            <SavingsFigure data-testid="you-get">{formatOffer({ discountPercent, freeItem: deal.freeItem })}</SavingsFigure>
          </div>
        </Figures>
      </CardBody>
    </Card>
  );
}
