import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { GIFT_LINK_INVALID_MESSAGE } from '@marketplace/core/gifts/domain/gift';
import { signInPath } from '../../features/auth/return-path.js';
import { GiftClaimPanel } from '../../features/gifts/components/gift-claim-panel.js';

/** The claim link of a gift's email (PUBLIC_URL/gifts/claim?token=...): sign in or up (and come back), then "Add to my deals". */
export function GiftClaimPage() {
  const token = useSearchParams()[0].get('token');
  const location = useLocation();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  return (
    <AccountPage title="You have a gift">
      {!token ? (
        <StatePanel icon="🎁" role="alert" title="This gift link does not work" text={GIFT_LINK_INVALID_MESSAGE} actions={<ButtonLink to="/deals">Browse Deals</ButtonLink>} />
      ) : account.isPending ? (
        <Skeleton $height="16rem" $radius="12px" aria-label="Loading the gift" />
      ) : (
        <GiftClaimPanel
          token={token}
          account={account.data ?? null}
          signInTo={signInPath(`${location.pathname}${location.search}`)}
          onClaimed={() => void navigate('/profile')}
        />
      )}
    </AccountPage>
  );
}
