import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { DEAL_NOT_FOUND_MESSAGE } from '@marketplace/core/deals/domain/deal-not-found';
import { SPEND_BRACKETS, maxSavingsCents, type SpendBracketId } from '@marketplace/core/deals/domain/discount-tiers';
import { discountAtPrice, startingPriceCents } from '@marketplace/core/deals/domain/slider-pricing';
import { formatUsd } from '@marketplace/core/shared/domain/money';
import { isCustomer } from '@marketplace/web-common/session/account';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatDate, formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { FIXED_RATINGS } from '@marketplace/web-common/ui-constants';
import { Container, StatePanel } from '../../components/page.js';
import { CustomersOnlyNote } from '../../features/auth/customers-only.js';
import { signInPath } from '../../features/auth/return-path.js';
import { useDeal } from '@marketplace/web-common/api/get-deal';
import { CustomerPurchaseButton } from '../../features/deals/components/customer-purchase-button.js';
import { PER_VISIT_NOTE } from '../../features/deals/components/deal-card.js';
import { DealImage } from '../../components/deal-image.js';
import { FreeItemOffer } from '../../features/deals/components/free-item-offer.js';
import { TierPicker } from '../../components/tier-picker.js';
import { businessLocation, headlineDiscount, pricingRules } from '../../lib/deal-pricing.js';
import type { Deal } from '@marketplace/web-common/api/deal';

const Page = styled(Container)`
  padding-top: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${space(8)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 3fr 2fr; }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

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

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  & h1 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; letter-spacing: -0.02em; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 2px;
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

const Sticky = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { position: sticky; top: 88px; }
`;

const Selected = styled.section`
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.savingsSoft};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
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

function DealDetail({ deal }: { deal: Deal }) {
  const rules = pricingRules(deal);
  const [priceCents, setPriceCents] = useState(() => startingPriceCents(rules));
  const [bracketId, setBracketId] = useState<SpendBracketId>('75-125');
  const discountPercent = discountAtPrice(rules, priceCents);
  const bracket = SPEND_BRACKETS.find((candidate) => candidate.id === bracketId) ?? SPEND_BRACKETS[1]!;
  const savings = maxSavingsCents({ maxSpendCents: bracket.maxSpendCents, discountPercent });

  return (
    <Layout>
      <Column>
        <ImageCard>
          <DealImage src={deal.imageUrl} alt={deal.title} category={deal.category} ratio="16 / 9">
            <PercentBadge>{deal.isSliderDeal ? `Up to ${headlineDiscount(deal)}% OFF` : formatOffer(deal, { uppercase: true })}</PercentBadge>
          </DealImage>
        </ImageCard>
        <Head>
          <Meta>
            <Badge $tone="brand">{deal.category}</Badge>
            {deal.business?.name ? <span>{deal.business.name}</span> : null}
            <span>📍 {businessLocation(deal)}</span>
          </Meta>
          <h1>{deal.title}</h1>
          <Meta>
            <Stars aria-label={`${FIXED_RATINGS.detailStars} of ${FIXED_RATINGS.maxStars} stars`}>
              {'★'.repeat(FIXED_RATINGS.detailStars)}
              {'☆'.repeat(FIXED_RATINGS.maxStars - FIXED_RATINGS.detailStars)}
            </Stars>
            <span>{FIXED_RATINGS.detailReviews} reviews</span>
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
      </Column>
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
    </Layout>
  );
}

function DetailSkeleton() {
  return (
    <Layout aria-busy="true" aria-label="Loading the deal">
      <Column>
        <Skeleton $height="auto" $radius="16px" style={{ aspectRatio: '16 / 9' }} />
        <Skeleton $height="2.5rem" $width="70%" />
        <Skeleton $height="8rem" />
      </Column>
      <Skeleton $height="28rem" $radius="12px" />
    </Layout>
  );
}

export function DealPage() {
  const id = Number(useParams()['id']);
  const { data: deal, isPending, isError, refetch } = useDeal(id);
  return (
    <Page>
      <title>{deal ? `${deal.title} · Discount Marketplace` : 'Deal · Discount Marketplace'}</title>
      <Back to="/deals">← Back to Deals</Back>
      {isPending ? (
        <DetailSkeleton />
      ) : isError ? (
        <StatePanel icon="⚠️" role="alert" title="Could not load this deal" text="Something went wrong while loading the deal." actions={<Button onClick={() => void refetch()}>Try again</Button>} />
      ) : deal ? (
        <DealDetail deal={deal} />
      ) : (
        <StatePanel
          icon="🔎"
          level={1}
          title="Deal Not Found"
          text={DEAL_NOT_FOUND_MESSAGE}
          actions={<ButtonLink to="/deals">Back to Deals</ButtonLink>}
        />
      )}
    </Page>
  );
}
