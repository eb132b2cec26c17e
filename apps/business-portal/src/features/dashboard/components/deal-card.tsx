import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { formatDate, formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { BusinessDeal } from '../../../api/get-business-deals.js';
import { useSetDealActive } from '../api/set-deal-active.js';
import { formatDollars } from '../figures.js';
import { DEAL_STATE_LABELS, DEAL_STATE_TONES, dealAction, dealState, type DealState } from '../deal-state.js';
import { DealImage } from './deal-image.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const Body = styled(Stack).attrs({ $gap: 2 })`
  flex: 1;
  padding: ${space(4)};
`;

const Category = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  overflow-wrap: anywhere;
`;

const Hero = styled(Cluster).attrs({ as: 'p', $gap: 2 })`
  align-items: baseline;
  & strong { font-size: ${({ theme }) => theme.font.sizes['2xl']}; color: ${({ theme }) => theme.colors.savings}; line-height: 1.1; }
  & span { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })`
  margin-top: auto;
  padding-top: ${space(2)};
  & > * { flex: 1 1 auto; }
`;

/** The hero figure (the discount) and what the shopper pays for it. */
function offer(deal: BusinessDeal): { discount: string; price: string } {
  if (deal.isSliderDeal && deal.minPrice !== null && deal.maxPrice !== null) {
    const low = deal.minDiscountPercent ?? deal.discountPercent;
    const high = deal.maxDiscountPercent ?? deal.discountPercent;
    return { discount: low === high ? `${low}% OFF` : `${low}–${high}% OFF`, price: `pay ${formatDollars(deal.minPrice)}–${formatDollars(deal.maxPrice)}` };
  }
  return { discount: formatOffer(deal, { uppercase: true }), price: `for ${formatDollars(deal.price)}` };
}

/** What the card says about the deal's dates: "Active" deals end, inactive ones ended or are off. */
function timing(deal: BusinessDeal, state: DealState): { line: string; note?: string } {
  const ends = formatDate(deal.endDate);
  switch (state) {
    case 'active':
      return { line: `Ends ${ends}` };
    case 'expired':
      return { line: `Ended ${ends}`, note: 'This deal has expired. Edit its dates to run it again.' };
    case 'paused':
      return { line: `Deactivated · scheduled to end ${ends}`, note: 'Deactivated: shoppers cannot see it until you resume it.' };
    case 'draft':
      return { line: `Draft · scheduled to end ${ends}`, note: DRAFT_NOTICE };
    case 'scheduled':
      return { line: `Starts ${formatDate(deal.startDate)} · ends ${ends}` };
  }
}

/** One of the business's deals with its state and the Pause / Resume and Edit actions. */
export function DealCard({ deal, now }: { deal: BusinessDeal; now: Date }) {
  const setActive = useSetDealActive();
  const state = dealState(deal, now);
  const action = dealAction(state);
  const { discount, price } = offer(deal);
  const { line, note } = timing(deal, state);
  return (
    <StyledCard as="article" aria-labelledby={`deal-${deal.id}-title`} data-testid="business-deal-card">
      <DealImage src={deal.image?.src ?? null} srcSet={deal.image?.srcSet} category={deal.category}>
        <Badge $tone={DEAL_STATE_TONES[state]} data-testid="deal-state">
          {DEAL_STATE_LABELS[state]}
        </Badge>
        {deal.isSliderDeal ? <Badge $tone="savings">Cash to Discount</Badge> : null}
      </DealImage>
      <Body>
        <Category>{deal.category}</Category>
        <Title id={`deal-${deal.id}-title`}>{deal.title}</Title>
        <Hero>
          <strong>{discount}</strong>
          <span>{price}</span>
        </Hero>
        <When>{line}</When>
        {note ? <Meta>{note}</Meta> : null}
        <Meta>
          Up to {deal.maxRedemptionsPerUser} {deal.maxRedemptionsPerUser === 1 ? 'use' : 'uses'} per customer
        </Meta>
        <Actions>
          {action ? (
            <Button
              size="sm"
              variant={action === 'resume' ? 'primary' : 'secondary'}
              loading={setActive.isPending}
              aria-label={`${action === 'pause' ? 'Pause' : 'Resume'} ${deal.title}`}
              onClick={() => setActive.mutate({ deal, active: action === 'resume' })}
            >
              {action === 'pause' ? 'Pause' : 'Resume'}
            </Button>
          ) : null}
          <ButtonLink size="sm" variant="secondary" to={`/business/deals/${deal.id}/edit`} aria-label={`Edit ${deal.title}`}>
            Edit
          </ButtonLink>
        </Actions>
      </Body>
    </StyledCard>
  );
}
