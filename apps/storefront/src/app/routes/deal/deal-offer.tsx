import { useState } from 'react';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { SPEND_BRACKETS, maxSavingsCents, type SpendBracketId } from '@marketplace/core/deals/domain/discount-tiers';
import { discountAtPrice, startingPriceCents } from '@marketplace/core/deals/domain/slider-pricing';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { isCustomer } from '@marketplace/web-common/session/account';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { CustomersOnlyNote } from '../../../features/auth/customers-only.js';
import { signInPath } from '../../../features/auth/return-path.js';
import { CustomerPurchaseButton } from '../../../features/deals/components/customer-purchase-button.js';
import { PER_VISIT_NOTE } from '../../../features/deals/components/deal-card.js';
import { FreeItemOffer } from '../../../features/deals/components/free-item-offer.js';
import { TierPicker } from '../../../components/tier-picker.js';
import { pricingRules } from '../../../lib/deal-pricing.js';
import type { Deal } from '@marketplace/web-common/api/deal';

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

const Sticky = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { position: sticky; top: 88px; }
`;

const Selected = styled(Stack).attrs({ as: 'section', $gap: 3 })`
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.savingsSoft};
  & h3 { font-size: ${({ theme }) => theme.font.sizes.md}; color: ${({ theme }) => theme.colors.savings}; }
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(3)};
  & dt { font-size: ${({ theme }) => theme.font.sizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; }
  & dd { margin: 0; font-size: ${({ theme }) => theme.font.sizes.xl}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
`;

const Savings = styled.dd`
  color: ${({ theme }) => theme.colors.savings};
  && { font-size: ${({ theme }) => theme.font.sizes['3xl']}; }
`;

const PayLine = styled.p`
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const Note = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

function PurchaseButton({ deal, priceCents, discountPercent }: { deal: Deal; priceCents: number; discountPercent: number }) {
  const { data: account, isPending } = useCurrentAccount();
  if (isPending) return <Skeleton $height="48px" $radius="8px" />;
  if (!account) {
    return (
      <ButtonLink to={signInPath(`/deals/${deal.id}`)} size="lg" block>
        Sign In to Purchase
      </ButtonLink>
    );
  }
  if (!isCustomer(account)) return <CustomersOnlyNote account={account} />;
  return <CustomerPurchaseButton customerId={account.id} deal={deal} priceCents={priceCents} discountPercent={discountPercent} />;
}

/** The deal page's side column: the free item, or the discount picker with what it costs and saves; then the way to buy. */
export function DealOffer({ deal }: { deal: Deal }) {
  const rules = pricingRules(deal);
  const [priceCents, setPriceCents] = useState(() => startingPriceCents(rules));
  const [bracketId, setBracketId] = useState<SpendBracketId>('75-125');
  const discountPercent = discountAtPrice(rules, priceCents);
  const bracket = SPEND_BRACKETS.find((candidate) => candidate.id === bracketId) ?? SPEND_BRACKETS[1]!;
  const savings = maxSavingsCents({ maxSpendCents: bracket.maxSpendCents, discountPercent });
  return (
    <Sticky>
      <Card>
        <CardBody>
          {deal.freeItem ? (
            <FreeItemOffer deal={{ ...deal, freeItem: deal.freeItem }} purchase={<PurchaseButton deal={deal} priceCents={priceCents} discountPercent={discountPercent} />} note={<Note>{PER_VISIT_NOTE}</Note>} />
          ) : (
            <>
          <SectionTitle>Choose your discount</SectionTitle>
          <TierPicker
            rules={rules}
            priceCents={priceCents}
            discountPercent={discountPercent}
            onPriceChange={setPriceCents}
            bracketId={bracketId}
            onBracketChange={setBracketId}
          />
          <Selected aria-labelledby="selected-title" aria-live="polite" data-testid="selected-discount">
            <h3 id="selected-title">Your Selected Discount</h3>
            <Figures>
              <div>
                <dt>You pay</dt>
                <dd>{formatUsd(priceCents)}</dd>
              </div>
              <div>
                <dt>You save</dt>
                <Savings>{discountPercent}%</Savings>
              </div>
              <div>
                <dt>Spend bracket</dt>
                <dd>{bracket.label}</dd>
              </div>
              <div>
                <dt>Max savings</dt>
                <dd>{formatUsd(savings)}</dd>
              </div>
            </Figures>
          </Selected>
          <PurchaseButton deal={deal} priceCents={priceCents} discountPercent={discountPercent} />
          <PayLine>
            Pay {formatUsd(priceCents)} now, save {discountPercent}% on your purchase
          </PayLine>
          <Note>{PER_VISIT_NOTE}</Note>
            </>
          )}
        </CardBody>
      </Card>
    </Sticky>
  );
}
