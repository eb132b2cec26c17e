import { Suspense, lazy, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { extraRedemptionsCents, quoteCheckout } from '@marketplace/core/deals/domain/checkout-pricing';
import { SPEND_BRACKETS, type SpendBracketId } from '@marketplace/core/deals/domain/discount-tiers';
import { redemptionBounds, type RedemptionRange } from '@marketplace/core/deals/domain/uses-allowance';
import {
  defaultRedemptions,
  discountAtPrice,
  sliderPricePoints,
  startingPriceCents,
  type SliderPricingRules,
} from '@marketplace/core/deals/domain/slider-pricing';
import { parseCheckoutQuery, type CheckoutQuery } from '@marketplace/core/purchases/schemas/checkout-query.schema';
import { dollarsToCents, formatUsd } from '@marketplace/core/shared/domain/money';
import { useServerConfig } from '@marketplace/web-common/api/server-config';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatOffer, previewDescription } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { Container, PageTitle, StatePanel } from '../../components/page.js';
import { RequireCustomer } from '../../features/auth/require-customer.js';
import { DemoCardForm } from '../../features/checkout/components/demo-card-form.js';
import { PaymentsUnavailable } from '../../features/checkout/components/payments-unavailable.js';
import { PurchaseSuccess } from '../../features/checkout/components/purchase-success.js';
import { RedemptionsPicker, UsesCapHint } from '../../features/checkout/components/redemptions-picker.js';
import { storePurchase, useStoredPurchase } from '../../features/checkout/stored-purchase.js';
import { useDeal } from '../../features/deals/api/get-deal.js';
import { usesAllowanceQueryOptions, useUsesAllowance, type UsesAllowance } from '../../api/get-uses-allowance.js';
import { myPurchasesQueryOptions } from '../../api/get-my-purchases.js';
import { DealImage } from '../../components/deal-image.js';
import { TierPicker } from '../../components/tier-picker.js';
import { pricingRules } from '../../lib/deal-pricing.js';
import type { UserAccount } from '@marketplace/web-common/session/account';
import type { Deal } from '@marketplace/web-common/api/deal';
import type { Purchase } from '../../api/get-my-purchases.js';

// Stripe.js and the provider's form are their own chunk: demo mode never downloads them.
const StripePayment = lazy(() => import('../../features/checkout/components/stripe-payment.js'));

const Page = styled(Container)`
  padding-top: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 1fr 1fr; }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
`;

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

const SuccessHead = styled.div`
  text-align: center;
  & p:first-child { font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.bold}; color: ${({ theme }) => theme.colors.success}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The server's picker range for this customer once known; the deal's own until then (the server checks anyway). */
function pickerRange(rules: SliderPricingRules, allowance: UsesAllowance | undefined): RedemptionRange {
  const { minRedemptions: min, maxRedemptions: max } = allowance ?? {};
  return min != null && max != null ? { min, max } : redemptionBounds(rules);
}

/** The starting tier: the checkout query when it fits the deal, else the deal's own defaults. */
function initialTier(rules: SliderPricingRules, query: CheckoutQuery) {
  let priceCents = startingPriceCents(rules);
  if (rules.isSliderDeal && query.price !== undefined) {
    const asked = dollarsToCents(query.price);
    // The nearest price point: the checkout offers only the prices the deal page showed.
    priceCents = sliderPricePoints(rules).reduce((best, point) => (Math.abs(point - asked) < Math.abs(best - asked) ? point : best), priceCents);
  }
  const bounds = redemptionBounds(rules);
  const redemptions = clamp(query.redemptions ?? defaultRedemptions(rules), bounds.min, bounds.max);
  return { priceCents, redemptions };
}

function PaymentCard({ deal, request, amountLabel, onPurchased }: { deal: Deal; request: { dealId: number; customPrice: number; customDiscount: number; redemptions: number }; amountLabel: string; onPurchased: (purchase: Purchase) => void }) {
  const config = useServerConfig();
  // One key per page load and tier: a retried request never makes a second intent, a new tier does.
  const [pageKey] = useState(() => crypto.randomUUID());
  const idempotencyKey = `${pageKey}-${Math.round(request.customPrice * 100)}-${request.redemptions}`;
  const props = { request, idempotencyKey, amountLabel, onPurchased };
  return (
    <Card>
      <CardBody>
        <CardTitle>Payment</CardTitle>
        {config.isPending ? (
          <Skeleton $height="18rem" />
        ) : config.isError ? (
          <StatePanel icon="⚠️" role="alert" title="Payment is unavailable" text="Could not load the payment settings." actions={<Button onClick={() => void config.refetch()}>Try again</Button>} />
        ) : config.data.paymentMode === 'demo' ? (
          <DemoCardForm {...props} />
        ) : config.data.paymentMode === 'stripe' && config.data.stripePublishableKey ? (
          <Suspense fallback={<Skeleton $height="18rem" />}>
            <StripePayment key={deal.id} publishableKey={config.data.stripePublishableKey} {...props} />
          </Suspense>
        ) : (
          // paymentMode 'none', or Stripe without its publishable key: nothing can take the card.
          <PaymentsUnavailable />
        )}
      </CardBody>
    </Card>
  );
}

function Checkout({ account, deal, query }: { account: UserAccount; deal: Deal; query: CheckoutQuery }) {
  const rules = pricingRules(deal);
  const allowance = useUsesAllowance(account.id, deal.id);
  const [chosen, setTier] = useState(() => initialTier(rules, query));
  const [bracketId, setBracketId] = useState<SpendBracketId>(SPEND_BRACKETS[1]?.id ?? '75-125');
  const kept = useStoredPurchase(account, deal.id, useQuery({ ...myPurchasesQueryOptions(), refetchOnMount: 'always' }));
  const [justBought, setPurchase] = useState<Purchase | null>(null);
  const purchase = justBought ?? kept.purchase;
  const queryClient = useQueryClient();
  const bounds = pickerRange(rules, allowance.data);
  const tier = { ...chosen, redemptions: clamp(chosen.redemptions, bounds.min, bounds.max) };
  const discountPercent = discountAtPrice(rules, tier.priceCents);
  let isCustom = false;
  let amountCents = tier.priceCents + extraRedemptionsCents(tier.redemptions);
  try {
    const quote = quoteCheckout(rules, { priceCents: tier.priceCents, redemptions: tier.redemptions });
    isCustom = quote.isCustom;
    amountCents = quote.amountCents;
  } catch {
    // the tier is clamped to the deal's rules; the server has the last word anyway
  }

  const onPurchased = (recorded: Purchase) => {
    storePurchase(account, recorded);
    setPurchase(recorded);
    // Queries never go stale on their own: without this, My Deals would not list the new purchase.
    void queryClient.invalidateQueries({ queryKey: myPurchasesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: usesAllowanceQueryOptions(account.id, deal.id).queryKey });
    window.scrollTo({ top: 0 });
  };

  return (
    <Layout>
      <Column>
        <Card data-testid="deal-summary">
          <DealImage src={deal.imageUrl} alt={deal.title} category={deal.category} ratio="16 / 9" />
          <CardBody>
            <CardTitle as="h2">Deal Summary</CardTitle>
            <h3>{deal.title}</h3>
            <p>{previewDescription(deal.description)}</p>
            <Figures>
              <div>
                <dt>
                  You Pay {isCustom ? <Badge $tone="brand">Custom</Badge> : null}
                </dt>
                <dd data-testid="you-pay">{formatUsd(purchase ? Math.round(purchase.amount * 100) : amountCents)}</dd>
              </div>
              <div>
                <dt>
                  You Get {isCustom ? <Badge $tone="brand">Custom</Badge> : null}
                </dt>
                <SavingsFigure data-testid="you-get">{formatOffer({ discountPercent: purchase ? purchase.discountPercent : discountPercent, freeItem: deal.freeItem })}</SavingsFigure>
              </div>
            </Figures>
          </CardBody>
        </Card>
        {purchase ? null : (
          <Card>
            <CardBody>
              <CardTitle as="h2">Choose your discount</CardTitle>
              <TierPicker
                rules={rules}
                priceCents={tier.priceCents}
                discountPercent={discountPercent}
                onPriceChange={(priceCents) => setTier((current) => ({ ...current, priceCents }))}
                bracketId={bracketId}
                onBracketChange={setBracketId}
              />
              <RedemptionsPicker value={tier.redemptions} min={bounds.min} max={bounds.max} onChange={(redemptions) => setTier((current) => ({ ...current, redemptions }))} />
              {allowance.data && allowance.data.maxRedemptionsPerUser < redemptionBounds(rules).max ? <UsesCapHint {...allowance.data} /> : null}
            </CardBody>
          </Card>
        )}
      </Column>
      {purchase ? (
        <Card>
          <CardBody>
            <CardTitle>Success!</CardTitle>
            <SuccessHead>
              <p>Payment Successful</p>
              <p>Thank you for your purchase!</p>
            </SuccessHead>
            <PurchaseSuccess purchase={purchase} />
          </CardBody>
        </Card>
      ) : kept.checking ? (
        <Skeleton $height="18rem" $radius="12px" aria-label="Checking your purchases" />
      ) : allowance.data && !allowance.data.canBuy ? (
        <StatePanel icon="🎟️" role="alert" title="No uses left to buy" text={allowance.data.refusal ?? ''} actions={<ButtonLink to="/profile">View My Deals</ButtonLink>} />
      ) : allowance.isPending ? (
        <Skeleton $height="18rem" $radius="12px" />
      ) : (
        <PaymentCard
          deal={deal}
          request={{ dealId: deal.id, customPrice: tier.priceCents / 100, customDiscount: discountPercent, redemptions: tier.redemptions }}
          amountLabel={formatUsd(amountCents)}
          onPurchased={onPurchased}
        />
      )}
    </Layout>
  );
}

function CheckoutContent({ account }: { account: UserAccount }) {
  const id = Number(useParams()['id']);
  const [searchParams] = useSearchParams();
  const { data: deal, isPending, isError, refetch } = useDeal(id);
  if (isPending) {
    return (
      <Layout aria-busy="true" aria-label="Loading the deal">
        <Skeleton $height="24rem" $radius="12px" />
        <Skeleton $height="24rem" $radius="12px" />
      </Layout>
    );
  }
  if (isError) {
    return <StatePanel icon="⚠️" role="alert" title="Could not load this deal" text="Something went wrong while loading the deal." actions={<Button onClick={() => void refetch()}>Try again</Button>} />;
  }
  if (!deal) {
    return <StatePanel icon="🔎" title="Deal Not Found" text="The deal you're looking for doesn't exist or has been removed." actions={<ButtonLink to="/deals">Back to Deals</ButtonLink>} />;
  }
  return <Checkout key={deal.id} account={account} deal={deal} query={parseCheckoutQuery(searchParams)} />;
}

export function CheckoutPage() {
  const id = Number(useParams()['id']);
  return (
    <Page>
      <title>Checkout · Discount Marketplace</title>
      <Back to={Number.isSafeInteger(id) ? `/deals/${id}` : '/deals'}>← Back to Deal</Back>
      <PageTitle>Checkout</PageTitle>
      <RequireCustomer loadingLabel="Loading checkout">{(account) => <CheckoutContent account={account} />}</RequireCustomer>
    </Page>
  );
}
