import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dollarsToCents, formatUsd } from '@marketplace/core/shared/domain/money';
import { formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { Deal } from '@marketplace/web-common/api/deal';

const Offer = styled.section`
  display: grid;
  gap: ${space(3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const Item = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.savings};
`;

/**
 * The deal page's offer panel for a free-item deal: no tiers or percentage to choose, the item
 * the customer gets for the deal's price, then the purchase button given by the page.
 */
export function FreeItemOffer({ deal, purchase, note }: { deal: Deal & { freeItem: string }; purchase: ReactNode; note: ReactNode }) {
  const price = formatUsd(dollarsToCents(deal.price));
  return (
    <Offer aria-labelledby="free-item-title" data-testid="free-item-offer">
      <h2 id="free-item-title">Your free item</h2>
      <Item>{formatOffer(deal)}</Item>
      <p>
        Pay {price} now, get {deal.freeItem} at {deal.business?.name ?? 'the business'}.
      </p>
      {purchase}
      {note}
    </Offer>
  );
}
