import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { ForgotPasswordForm } from '@marketplace/web-common/components/account/forgot-password-card';
import { useRequestPasswordReset } from '../../features/auth/api/request-password-reset.js';

/** "Forgot password?" of the customer sign-in. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <AccountPage title="Forgot your password?">
      <ForgotPasswordForm idPrefix="forgot" request={request} signInTo="/auth" app="storefront" />
    </AccountPage>
  );
}
