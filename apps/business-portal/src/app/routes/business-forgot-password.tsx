import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { ForgotPasswordForm } from '@marketplace/web-common/components/account/forgot-password-card';
import { useRequestBusinessPasswordReset } from '../../features/business-auth/api/request-business-password-reset.js';

/** "Forgot password?" of the business login (/business/auth). */
export function BusinessForgotPasswordPage() {
  const request = useRequestBusinessPasswordReset();
  return (
    <AccountPage title="Forgot your business password?">
      <ForgotPasswordForm idPrefix="business-forgot" request={request} signInTo="/business/auth" app="portal" />
    </AccountPage>
  );
}
