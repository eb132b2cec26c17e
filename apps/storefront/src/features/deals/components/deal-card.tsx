import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { showsCashToDiscountRibbon } from '@marketplace/core/deals/domain/deal-defaults';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatDate, formatOffer } from '@marketplace/web-common/format';
import { space, theme } from '@marketplace/web-common/theme';
import { RatingSummary } from '@marketplace/web-common/components/deal/rating';
import type { Deal } from '@marketplace/web-common/api/deal';
import { businessLocation, cardTierPanel, headlineDiscount, lowestPriceCents } from '../../../lib/deal-pricing.js';
import { DealImage } from '@marketplace/web-common/components/deal/deal-image';
import { DealDistance } from './deal-distance.js';
import { FavoriteButton } from '../../../components/favorite-button.js';

export const PER_VISIT_NOTE = 'To be used on a per-visit and specified use basis only.';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; transform: translateY(-2px); }
`;

const Ribbons = styled(Stack).attrs({ $gap: 1.5 })`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  align-items: flex-start;
`;

const Ribbon = styled.span<{ $tone: 'brand' | 'savings' }>`
  padding: ${space(1)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.brand : theme.colors.savings)};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const HeartSpot = styled.div`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
`;

const Body = styled(Stack).attrs({ $gap: 3 })`
  padding: ${space(4)} ${space(5)} ${space(5)};
  flex: 1;
`;

const MetaRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Business = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Hero = styled(Cluster)`
  align-items: baseline;
`;

const HeroNumber = styled.span`
  font-size: ${({ theme }) => theme.font.sizes['3xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.colors.savings};
  letter-spacing: -0.02em;
  line-height: 1;
`;

const HeroPrice = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const TierPanel = styled(Stack).attrs({ $gap: 1 })`
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.savingsSoft};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & h4 { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.savings}; }
  & ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${space(0.5)}; }
  & li { display: flex; justify-content: space-between; color: ${({ theme }) => theme.colors.text}; }
  & small { color: ${({ theme }) => theme.colors.savings}; }
`;

const Facts = styled(Cluster).attrs({ $gap: 1, $align: 'stretch' })`
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Footer = styled.div`
  margin-top: auto;
`;

const { md, lg, xl } = theme.breakpoints;
/** A card's picture is a grid column wide: one to four columns as the viewport grows (deal-grid.tsx). */
export const CARD_IMAGE_SIZES = `(min-width: ${xl}px) 25vw, (min-width: ${lg}px) 33vw, (min-width: ${md}px) 50vw, 100vw`;

/**
 * A deal in a grid (home and /deals), as customer-side section 2 lists it, the discount as the hero
 * number. `eager`: the card is in the first row, above the fold, so its picture loads at once.
 */
export function DealCard({ deal, eager = false }: { deal: Deal; eager?: boolean }) {
  const discount = headlineDiscount(deal);
  const tiers = cardTierPanel(deal);
  return (
    <StyledCard as="article" aria-label={deal.title} data-testid="deal-card">
      <DealImage src={deal.image?.src ?? null} srcSet={deal.image?.srcSet} sizes={CARD_IMAGE_SIZES} loading={eager ? 'eager' : 'lazy'} alt={deal.title} category={deal.category}>
        <Ribbons>
          {deal.featured ? <Ribbon $tone="brand">Featured</Ribbon> : null}
          {showsCashToDiscountRibbon(deal) ? <Ribbon $tone="savings">Cash to Discount</Ribbon> : null}
        </Ribbons>
        <HeartSpot>
          <FavoriteButton businessId={deal.businessId} businessName={deal.business?.name ?? deal.title} />
        </HeartSpot>
      </DealImage>
      <Body>
        <MetaRow>
          <Badge $tone="brand">{deal.category}</Badge>
          <RatingSummary rating={deal.rating} />
        </MetaRow>
        <div>
          <Business data-testid="deal-business">
            {deal.business?.name ? `${deal.business.name} · ` : ''}
            {businessLocation(deal)}
            <DealDistance distanceKm={deal.distanceKm} />
          </Business>
          <Title>{deal.title}</Title>
        </div>
        <Hero>
          <HeroNumber>{deal.isSliderDeal ? `Up to ${discount}% off` : formatOffer({ discountPercent: discount, freeItem: deal.freeItem })}</HeroNumber>
          <HeroPrice>
            {deal.isSliderDeal ? 'from ' : 'for '}
            <strong>{formatUsd(lowestPriceCents(deal))}</strong>
          </HeroPrice>
        </Hero>
        <Description>{deal.description}</Description>
        {/* A free-item deal has no discount tiers to choose: no panel, no count, a plain way in. */}
        {deal.freeItem ? null : (
          <TierPanel data-testid="tier-panel">
            <h4>{tiers.title}</h4>
            <ul>
              {tiers.tiers.map((tier) => (
                <li key={tier.name}>
                  <span>
                    {tier.discountPercent}% {tier.name}
                  </span>
                  <strong>{formatUsd(tier.priceCents)}</strong>
                </li>
              ))}
            </ul>
            {tiers.moreOnDetails ? <small>More tiers on details page</small> : null}
          </TierPanel>
        )}
        <Facts>
          <span>Valid until: {formatDate(deal.endDate)}</span>
          {deal.freeItem ? null : <span data-testid="tier-count">{tiers.countLabel}</span>}
        </Facts>
        <Note>{PER_VISIT_NOTE}</Note>
        <Footer>
          <ButtonLink to={`/deals/${deal.id}`} block>
            {deal.freeItem ? 'View Deal' : 'Choose Discount Tier'}
          </ButtonLink>
        </Footer>
      </Body>
    </StyledCard>
  );
}

/** The card's shape while deals load. */
export function DealCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="deal-card-skeleton">
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 10' }} />
      <Body>
        <Skeleton $width="30%" />
        <Skeleton $height="1.5rem" $width="80%" />
        <Skeleton $height="2rem" $width="50%" />
        <Skeleton $height="3rem" />
        <Skeleton $height="5rem" />
        <Skeleton $height="2.5rem" />
      </Body>
    </Card>
  );
}
