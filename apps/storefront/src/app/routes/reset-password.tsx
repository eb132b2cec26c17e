import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { goToPage } from '@marketplace/web-common/components/layout/app-link';
import { ResetPasswordForm } from '@marketplace/web-common/components/account/reset-password-form';
import { isAdmin } from '@marketplace/web-common/session/account';
import { useResetPassword } from '@marketplace/web-common/session/api/reset-password';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';

/** The customer's reset link (PUBLIC_URL/reset-password?token=...): a new password, then signed in on the profile. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const reset = useResetPassword({
    onSignedIn: (account) => {
      const landing = account.type === 'business' ? LANDING_AFTER_LOGIN.business : isAdmin(account) ? LANDING_AFTER_LOGIN.admin : LANDING_AFTER_LOGIN.user;
      goToPage('storefront', (path) => void navigate(path, { replace: true }), landing);
    },
  });
  return (
    <AccountPage title="Choose a new password">
      <ResetPasswordForm token={token} reset={reset} forgotTo="/forgot-password" app="storefront" />
    </AccountPage>
  );
}
