import styled from 'styled-components';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import type { Deal } from '@marketplace/web-common/api/deal';
import { useUsesAllowance } from '../../../api/get-uses-allowance.js';

const CapReason = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Get This Deal", or, once the customer holds every use maxRedemptionsPerUser allows, why not. */
export function CustomerPurchaseButton({ customerId, deal, priceCents, discountPercent }: { customerId: number; deal: Deal; priceCents: number; discountPercent: number }) {
  const allowance = useUsesAllowance(customerId, deal.id);
  if (allowance.data && !allowance.data.canBuy) {
    return (
      <>
        <Button size="lg" variant="savings" block disabled aria-describedby="uses-cap-reason">
          Get This Deal
        </Button>
        <CapReason id="uses-cap-reason" data-testid="uses-cap-reason">
          {allowance.data.refusal}
        </CapReason>
      </>
    );
  }
  const target = deal.isSliderDeal ? `/checkout/${deal.id}?price=${priceCents / 100}&discount=${discountPercent}` : `/checkout/${deal.id}`;
  return (
    <ButtonLink to={target} size="lg" variant="savings" block>
      Get This Deal
    </ButtonLink>
  );
}
