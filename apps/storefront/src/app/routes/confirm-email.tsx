import { useSearchParams } from 'react-router';
import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { ConfirmEmailPanel } from '@marketplace/web-common/components/account/confirm-email-panel';
import { useConfirmEmailChange } from '@marketplace/web-common/session/api/confirm-email-change';

/** The link sent to a customer's new address (PUBLIC_URL/confirm-email?token=...). */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange();
  return (
    <AccountPage title="Confirm your new email">
      <ConfirmEmailPanel token={token} confirm={confirm} continueTo="/profile" continueLabel="Go to your profile" app="storefront" />
    </AccountPage>
  );
}
