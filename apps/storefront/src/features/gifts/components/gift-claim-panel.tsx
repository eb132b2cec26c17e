import styled from 'styled-components';
import { formatGiftDate, GIFT_OWN_CLAIM_MESSAGE } from '@marketplace/core/gifts/domain/gift';
import type { Account } from '@marketplace/web-common/session/account';
import { isCustomer } from '@marketplace/web-common/session/account';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Notice } from '@marketplace/web-common/components/ui/notice';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { space } from '@marketplace/web-common/theme';
import { useClaimGift } from '../api/claim-gift.js';
import { useGiftClaim, type GiftClaimView } from '../api/view-gift-claim.js';

const Message = styled.blockquote`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-line;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ClaimAction({ gift, token, account, signInTo, onClaimed }: { gift: GiftClaimView; token: string; account: Account | null; signInTo: string; onClaimed: () => void }) {
  const claim = useClaimGift();
  if (gift.claimed) {
    const when = gift.claimedAt ? formatGiftDate(new Date(gift.claimedAt)) : '';
    return gift.claimedByYou ? (
      <Notice tone="success" title="This gift is yours">
        You claimed it on {when}. <ButtonLink to="/profile" size="sm">Open My Deals</ButtonLink>
      </Notice>
    ) : (
      <Notice tone="danger" title="Already claimed">
        This gift was claimed by {gift.recipientName} on {when}.
      </Notice>
    );
  }
  if (!account) {
    return (
      <Stack $gap={2}>
        <p>Sign in or create a free account to add this deal to your deals.</p>
        <ButtonLink to={signInTo} size="lg">
          Sign in or sign up to claim
        </ButtonLink>
      </Stack>
    );
  }
  if (!isCustomer(account)) return <Notice tone="danger" title="Customers only">Sign in with a customer account to claim this gift.</Notice>;
  if (gift.boughtByYou) return <Notice tone="danger" title="You sent this gift">{GIFT_OWN_CLAIM_MESSAGE}</Notice>;
  return (
    <Button size="lg" variant="savings" loading={claim.isPending} onClick={() => claim.mutate(token, { onSuccess: onClaimed })}>
      Add to my deals
    </Button>
  );
}

/** The claim link's page: the deal, the business and the message, and the way to claim it. */
export function GiftClaimPanel({ token, account, signInTo, onClaimed }: { token: string; account: Account | null; signInTo: string; onClaimed: () => void }) {
  const gift = useGiftClaim(token, account?.id ?? null, true);
  if (gift.isPending) return <Skeleton $height="16rem" $radius="12px" aria-label="Loading the gift" />;
  if (gift.isError) return <StatePanel icon="🎁" role="alert" title="This gift link does not work" text={errorDescription(gift.error)} actions={<ButtonLink to="/deals">Browse Deals</ButtonLink>} />;
  const { deal, business } = gift.data;
  return (
    <Card>
      <CardBody>
        <Stack $gap={4}>
          <h2>{gift.data.buyerName} sent you a gift</h2>
          <Stack $gap={1}>
            <h3 data-testid="gift-deal">{deal?.title ?? 'A deal'}</h3>
            {business ? <Meta data-testid="gift-business">{[business.name, business.city, business.state].filter(Boolean).join(' · ')}</Meta> : null}
          </Stack>
          {gift.data.message ? <Message data-testid="gift-message">{gift.data.message}</Message> : null}
          <ClaimAction gift={gift.data} token={token} account={account} signInTo={signInTo} onClaimed={onClaimed} />
        </Stack>
      </CardBody>
    </Card>
  );
}
