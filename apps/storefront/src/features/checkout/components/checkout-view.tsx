import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { initialCheckoutTier, fitRedemptions, previewCheckout } from '@marketplace/core/deals/domain/checkout-tier';
import { SPEND_BRACKETS, type SpendBracketId } from '@marketplace/core/deals/domain/discount-tiers';
import { redemptionBounds, type RedemptionRange } from '@marketplace/core/deals/domain/uses-allowance';
import type { SliderPricingRules } from '@marketplace/core/deals/domain/slider-pricing';
import type { CheckoutQuery } from '@marketplace/core/purchases/schemas/checkout-query.schema';
import { centsToDollars, dollarsToCents, formatUsd } from '@marketplace/core/shared/domain/money';
import type { Deal } from '@marketplace/web-common/api/deal';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import type { UserAccount } from '@marketplace/web-common/session/account';
import { myPurchasesQueryOptions, type Purchase } from '../../../api/get-my-purchases.js';
import { usesAllowanceQueryOptions, useUsesAllowance, type UsesAllowance } from '../../../api/get-uses-allowance.js';
import { TierPicker } from '../../../components/tier-picker.js';
import { pricingRules } from '../../../lib/deal-pricing.js';
import { storePurchase, useStoredPurchase } from '../stored-purchase.js';
import { CheckoutColumn, CheckoutLayout } from './checkout-layout.js';
import { DealSummary } from './deal-summary.js';
import { PaymentCard } from './payment-card.js';
import { PurchaseSuccess } from './purchase-success.js';
import { RedemptionsPicker, UsesCapHint } from './redemptions-picker.js';
import { GiftOption } from './gift-option.js';
import type { GiftDetailsInput } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { sentGiftsQueryOptions, type SentGift } from '../../../api/get-sent-gifts.js';

const SuccessHead = styled.div`
  text-align: center;
  & p:first-child { font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.bold}; color: ${({ theme }) => theme.colors.success}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The server's picker range for this customer once known; the deal's own until then (the server checks anyway). */
function pickerRange(rules: SliderPricingRules, allowance: UsesAllowance | undefined): RedemptionRange {
  const { minRedemptions: min, maxRedemptions: max } = allowance ?? {};
  return min != null && max != null ? { min, max } : redemptionBounds(rules);
}

export interface CheckoutViewProps {
  account: UserAccount;
  deal: Deal;
  query: CheckoutQuery;
  /** The deal's picture, from the page (the storefront's shared DealImage). */
  image: ReactNode;
}

/** Checkout of one deal: the summary and the tier on one side; the payment, or the purchase made, on the other. */
export function CheckoutView({ account, deal, query, image }: CheckoutViewProps) {
  const rules = pricingRules(deal);
  const allowance = useUsesAllowance(account.id, deal.id);
  const [chosen, setTier] = useState(() =>
    initialCheckoutTier(rules, { priceCents: query.price === undefined ? undefined : dollarsToCents(query.price), redemptions: query.redemptions }),
  );
  const [bracketId, setBracketId] = useState<SpendBracketId>(SPEND_BRACKETS[1]?.id ?? '75-125');
  const kept = useStoredPurchase(account, deal.id, useQuery({ ...myPurchasesQueryOptions(), refetchOnMount: 'always' }));
  const [justBought, setPurchase] = useState<Purchase | null>(null);
  const [gift, setGift] = useState<{ wanted: boolean; details: GiftDetailsInput | null }>({ wanted: false, details: null });
  const [gifted, setGifted] = useState<SentGift | null>(null);
  const purchase = justBought ?? kept.purchase;
  const queryClient = useQueryClient();
  const bounds = pickerRange(rules, allowance.data);
  const tier = { ...chosen, redemptions: fitRedemptions(bounds, chosen.redemptions) };
  const { amountCents, discountPercent, isCustom } = previewCheckout(rules, tier);

  const onPurchased = (recorded: Purchase) => {
    storePurchase(account, recorded);
    setPurchase(recorded);
    // Queries never go stale on their own: without this, My Deals would not list the new purchase.
    void queryClient.invalidateQueries({ queryKey: myPurchasesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: usesAllowanceQueryOptions(account.id, deal.id).queryKey });
    window.scrollTo({ top: 0 });
  };

  const onGifted = (sent: SentGift) => {
    setGifted(sent);
    void queryClient.invalidateQueries({ queryKey: sentGiftsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: usesAllowanceQueryOptions(account.id, deal.id).queryKey });
    window.scrollTo({ top: 0 });
  };

  if (gifted) {
    return (
      <CheckoutLayout>
        <CheckoutColumn>
          <DealSummary deal={deal} image={image} youPay={formatUsd(amountCents)} discountPercent={discountPercent} isCustom={isCustom} />
        </CheckoutColumn>
        <StatePanel
          icon="🎁"
          title={gifted.state === 'sent' ? `Your gift is on its way to ${gifted.recipientName}` : `Your gift to ${gifted.recipientName} is scheduled for ${gifted.sendOn}`}
          text={gifted.label}
          actions={<ButtonLink to="/profile">View My Deals</ButtonLink>}
        />
      </CheckoutLayout>
    );
  }

  return (
    <CheckoutLayout>
      <CheckoutColumn>
        <DealSummary
          deal={deal}
          image={image}
          youPay={formatUsd(purchase ? dollarsToCents(purchase.amount) : amountCents)}
          discountPercent={purchase ? purchase.discountPercent : discountPercent}
          isCustom={isCustom}
        />
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
        {purchase ? null : <GiftOption onChange={setGift} />}
      </CheckoutColumn>
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
      ) : gift.wanted && !gift.details ? (
        <StatePanel icon="🎁" title="Who is the gift for?" text="Fill in the gift details to pay." />
      ) : (
        <PaymentCard
          dealId={deal.id}
          request={{ dealId: deal.id, customPrice: centsToDollars(tier.priceCents), customDiscount: discountPercent, redemptions: tier.redemptions }}
          amountLabel={formatUsd(amountCents)}
          onPurchased={onPurchased}
          gift={gift.wanted ? gift.details : null}
          onGifted={onGifted}
        />
      )}
    </CheckoutLayout>
  );
}
