import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { ResetPasswordForm } from '@marketplace/web-common/components/account/reset-password-form';
import { goToPage } from '@marketplace/web-common/components/layout/app-link';
import { isAdmin } from '@marketplace/web-common/session/account';
import { useResetPassword } from '@marketplace/web-common/session/api/reset-password';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';

/**
 * The reset links of businesses (/business/reset-password) and of the admin (/admin/reset-password):
 * a new password, then signed in where the account lands.
 */
export function PortalResetPasswordPage({ forgotTo }: { forgotTo: string }) {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const reset = useResetPassword({
    onSignedIn: (account) => {
      const landing = account.type === 'business' ? LANDING_AFTER_LOGIN.business : isAdmin(account) ? LANDING_AFTER_LOGIN.admin : LANDING_AFTER_LOGIN.user;
      goToPage('portal', (path) => void navigate(path, { replace: true }), landing);
    },
  });
  return (
    <AccountPage title="Choose a new password">
      <ResetPasswordForm token={token} reset={reset} forgotTo={forgotTo} app="portal" />
    </AccountPage>
  );
}

export function BusinessResetPasswordPage() {
  return <PortalResetPasswordPage forgotTo="/business/forgot-password" />;
}

export function AdminResetPasswordPage() {
  return <PortalResetPasswordPage forgotTo="/admin/forgot-password" />;
}
