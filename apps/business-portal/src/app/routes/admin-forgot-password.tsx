import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { ForgotPasswordForm } from '@marketplace/web-common/components/account/forgot-password-card';
import { useRequestAdminPasswordReset } from '../../features/admin/api/request-admin-password-reset.js';

/** "Forgot password?" of the admin login. */
export function AdminForgotPasswordPage() {
  const request = useRequestAdminPasswordReset();
  return (
    <AccountPage title="Forgot the admin password?">
      <ForgotPasswordForm idPrefix="admin-forgot" request={request} signInTo="/admin/login" app="portal" />
    </AccountPage>
  );
}
