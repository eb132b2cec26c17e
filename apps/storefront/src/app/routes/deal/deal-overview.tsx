import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { formatDate, formatOffer } from '@marketplace/web-common/format';
import { space, theme } from '@marketplace/web-common/theme';
import { RatingSummary } from '@marketplace/web-common/components/deal/rating';
import { DealImage } from '@marketplace/web-common/components/deal/deal-image';
import { businessLocation, headlineDiscount } from '../../../lib/deal-pricing.js';
import type { Deal } from '@marketplace/web-common/api/deal';
import { FavoriteButton } from '../../../components/favorite-button.js';

const PercentBadge = styled.span`
  position: absolute;
  top: ${space(4)};
  right: ${space(4)};
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.savings};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const ImageCard = styled(Card)`
  border-radius: ${({ theme }) => theme.radii.xl};
`;

const Head = styled(Stack).attrs({ $gap: 2 })`
  & h1 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; letter-spacing: -0.02em; }
`;

const Meta = styled(Cluster).attrs({ $gap: 3 })`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

// The values keep their width (a date never wraps); a long term wraps instead, so a phone reads both.
const Terms = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${space(2)} ${space(4)};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.medium}; white-space: nowrap; text-align: right; }
`;

/** The main column is about two thirds of the page from the large breakpoint, the whole width below it. */
const DEAL_PAGE_IMAGE_SIZES = `(min-width: ${theme.breakpoints.lg}px) 66vw, 100vw`;

/** The deal page's main column: the photo with its offer, the title, the description and the terms. */
export function DealOverview({ deal }: { deal: Deal }) {
  return (
    <>
    <ImageCard>
      <DealImage src={deal.image?.src ?? null} srcSet={deal.image?.srcSet} sizes={DEAL_PAGE_IMAGE_SIZES} loading="eager" alt={deal.title} category={deal.category} ratio="16 / 9">
        <PercentBadge>{deal.isSliderDeal ? `Up to ${headlineDiscount(deal)}% OFF` : formatOffer(deal, { uppercase: true })}</PercentBadge>
      </DealImage>
    </ImageCard>
    <Head>
      <Meta>
        <Badge $tone="brand">{deal.category}</Badge>
        {deal.business?.name ? <span>{deal.business.name}</span> : null}
        {deal.business?.name ? <FavoriteButton businessId={deal.businessId} businessName={deal.business.name} /> : null}
        <span>📍 {businessLocation(deal)}</span>
      </Meta>
      <h1>{deal.title}</h1>
      <Meta>
        <RatingSummary rating={deal.rating} stars />
      </Meta>
    </Head>
    <Card>
      <CardBody>
        <SectionTitle>Description</SectionTitle>
        <p>{deal.description}</p>
      </CardBody>
    </Card>
    <Card>
      <CardBody>
        <SectionTitle>Deal Terms</SectionTitle>
        <Terms>
          <dt>Valid from</dt>
          <dd>{formatDate(deal.startDate)}</dd>
          <dt>Valid until</dt>
          <dd>{formatDate(deal.endDate)}</dd>
          <dt>Maximum redemptions per user</dt>
          <dd>{deal.maxRedemptionsPerUser}</dd>
        </Terms>
      </CardBody>
    </Card>
    </>
  );
}
