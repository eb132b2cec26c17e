import { useState } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { dealImage } from '@marketplace/core/media/domain/picture';
import { usesLeftText } from '@marketplace/core/purchases/domain/purchase';
import { Badge, type BadgeTone } from '@marketplace/web-common/components/ui/badge';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatDate, formatMomentDate, formatOffer } from '@marketplace/web-common/format';
import { space, theme } from '@marketplace/web-common/theme';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import type { Purchase } from '../../../api/get-my-purchases.js';
import { DealImage } from '@marketplace/web-common/components/deal/deal-image';
import { useRedeemPurchase } from '../api/redeem-purchase.js';
import { useMyReviews, type MyReview } from '../api/get-my-reviews.js';
import { PurchaseReview } from './purchase-review.js';
import type { useMyPurchases } from '../../../api/get-my-purchases.js';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
`;

const Item = styled(Card)`
  display: grid;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: 200px 1fr; }
`;

const Body = styled(Stack).attrs({ $gap: 2 })`
  padding: ${space(4)};
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const CodeRow = styled(Cluster)`
  & code { font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.bold}; letter-spacing: 0.06em; }
`;

const ItemActions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })`
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(2)};
  justify-content: flex-end;
`;

const TONES: Record<Purchase['displayStatus'], BadgeTone> = { Active: 'success', Redeemed: 'neutral', Expired: 'warning', Refunded: 'neutral' };

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // no clipboard permission: the old way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('The browser refused to copy.');
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const SavingsTotal = styled.p`
  margin-bottom: ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.savingsSoft};
`;

/**
 * What the customer really saved: the savings the server computed on the bills recorded at the till,
 * added up (dollars with cents, summed in cents). Null when no bill was ever recorded: no estimate is shown.
 */
export function totalSavings(purchases: readonly Purchase[]): number | null {
  const recorded = purchases.filter((purchase) => purchase.savings !== null);
  if (recorded.length === 0) return null;
  return recorded.reduce((sum, purchase) => sum + Math.round((purchase.savings ?? 0) * 100), 0) / 100;
}

function PurchaseItem({ purchase, review, onRedeem }: { purchase: Purchase; review: MyReview | undefined; onRedeem: (purchase: Purchase) => void }) {
  const title = purchase.deal?.title ?? `Deal #${purchase.dealId}`;
  // The stored picture's widths (a thumbnail loads the 400 px one); a link to another site shows the category tile.
  const picture = dealImage(purchase.deal?.imageUrl ?? null);
  return (
    <li>
      <Item data-testid="purchase-item">
        <DealImage
          src={picture?.src ?? null}
          srcSet={picture?.srcSet}
          sizes={`(min-width: ${theme.breakpoints.md}px) 200px, 100vw`}
          alt={title}
          category={purchase.deal?.category ?? 'Other'}
          ratio="16 / 10"
        />
        <Body>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: space(2), alignItems: 'start' }}>
            <h3>{title}</h3>
            <Badge $tone={TONES[purchase.displayStatus]} data-testid="purchase-status">
              {purchase.displayStatus}
            </Badge>
          </div>
          {purchase.business ? <Meta data-testid="purchase-business">{purchase.business.name}</Meta> : null}
          <Meta>
            Purchase #{purchase.displayId} · {formatMomentDate(purchase.purchaseDate)} · {formatOffer(purchase)} · paid ${purchase.amount.toFixed(2)}
          </Meta>
          {purchase.billTotal !== null ? (
            <Meta data-testid="purchase-savings">
              {purchase.savings === null
                ? `Bills recorded at the business: ${usd.format(purchase.billTotal)}`
                : `You saved ${usd.format(purchase.savings)} on ${usd.format(purchase.billTotal)} of bills`}
            </Meta>
          ) : null}
          <Meta>
            <span data-testid="purchase-uses">{usesLeftText(purchase)}</span>
            {purchase.expiryDate ? ` · valid until ${formatDate(purchase.expiryDate)}` : ''}
          </Meta>
          <CodeRow>
            <span>Code:</span>
            <code data-testid="purchase-code">{purchase.textCode}</code>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Copy code ${purchase.textCode}`}
              onClick={() =>
                void copyText(purchase.textCode).then(
                  () => toast({ title: 'Code copied', description: 'Redemption code copied to clipboard.' }),
                  () => toast({ title: 'Copy failed', description: 'Could not copy the code.', variant: 'destructive' }),
                )
              }
            >
              Copy
            </Button>
          </CodeRow>
          {purchase.displayStatus === 'Active' || purchase.displayStatus === 'Expired' ? (
            <ItemActions>
              {purchase.displayStatus === 'Active' ? (
                <ButtonLink size="sm" to={`/purchases/${purchase.id}/cashier`} aria-label={`Show to Cashier: ${title}`}>
                  Show to Cashier
                </ButtonLink>
              ) : null}
              <Button size="sm" variant="savings" disabled={purchase.displayStatus === 'Expired'} onClick={() => onRedeem(purchase)}>
                Redeem Now
              </Button>
            </ItemActions>
          ) : null}
          <PurchaseReview purchase={purchase} review={review} />
        </Body>
      </Item>
    </li>
  );
}

/** The My Deals tab: the customer's purchases with their codes and the redeem action. */
export function MyDeals({ purchases }: { purchases: ReturnType<typeof useMyPurchases> }) {
  const redeem = useRedeemPurchase();
  const reviews = useMyReviews(purchases.isSuccess);
  const [confirming, setConfirming] = useState<Purchase | null>(null);
  if (purchases.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your purchases" style={{ display: 'grid', gap: space(4) }}>
        <Skeleton $height="9rem" $radius="12px" />
        <Skeleton $height="9rem" $radius="12px" />
      </div>
    );
  }
  if (purchases.isError) {
    return <StatePanel icon="⚠️" role="alert" title="Could not load your purchases" text="Something went wrong." actions={<Button onClick={() => void purchases.refetch()}>Try again</Button>} />;
  }
  if (purchases.data.length === 0) {
    return (
      <StatePanel
        icon="🛍️"
        title="No purchases yet"
        text="You haven't purchased any deals yet. Browse our deals and save with local businesses!"
        actions={<ButtonLink to="/deals">Browse Deals</ButtonLink>}
      />
    );
  }
  const saved = totalSavings(purchases.data);
  return (
    <>
      {saved === null ? null : (
        <SavingsTotal data-testid="savings-total">
          You have saved <strong>{usd.format(saved)}</strong> with your deals, on the bills your businesses recorded at the till.
        </SavingsTotal>
      )}
      <List aria-label="My purchases">
        {purchases.data.map((purchase) => (
          <PurchaseItem key={purchase.id} purchase={purchase} review={reviews.data?.find((review) => review.purchaseId === purchase.id)} onRedeem={setConfirming} />
        ))}
      </List>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title="Redeem this deal?">
        <p>
          Redeem {confirming?.deal?.title ?? 'this deal'} now?{' '}
          {confirming && confirming.usesLeft > 1 ? `It uses one of the ${confirming.usesLeft} uses left. ` : ''}This action cannot be undone. Normally the business redeems your code at checkout: only
          redeem it yourself when you are at the counter.
        </p>
        <Actions>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            variant="savings"
            loading={redeem.isPending}
            onClick={() => {
              if (!confirming) return;
              redeem.mutate(confirming.id, { onSettled: () => setConfirming(null) });
            }}
          >
            Confirm Redeem
          </Button>
        </Actions>
      </Dialog>
    </>
  );
}
