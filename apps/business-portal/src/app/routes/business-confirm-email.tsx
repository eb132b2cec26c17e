import { useSearchParams } from 'react-router';
import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { ConfirmEmailPanel } from '@marketplace/web-common/components/account/confirm-email-panel';
import { useConfirmEmailChange } from '@marketplace/web-common/session/api/confirm-email-change';

/** The link sent to a business's new address (PUBLIC_URL/business/confirm-email?token=...). */
export function BusinessConfirmEmailPage() {
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange();
  return (
    <AccountPage title="Confirm your new email">
      <ConfirmEmailPanel token={token} confirm={confirm} continueTo="/business/settings" continueLabel="Go to your account settings" app="portal" />
    </AccountPage>
  );
}
