import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '@marketplace/web-common/components/account/account-page';
import { Notice } from '@marketplace/web-common/components/ui/notice';
import { INVITATION_NOT_FOUND_MESSAGE } from '@marketplace/core/team/schemas/team.schema';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';
import { AcceptInvitationForm } from '../../features/team/components/accept-invitation-form.js';

/** /business/join?token=…: the invitation's link; name and password, then signed in at the dashboard (the till for a cashier). */
export function BusinessJoinPage() {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  return (
    <AccountPage title="Join the team">
      {token ? (
        <AcceptInvitationForm token={token} onSignedIn={() => void navigate(LANDING_AFTER_LOGIN.business, { replace: true })} />
      ) : (
        <Notice tone="danger" title="This invitation does not work">
          {INVITATION_NOT_FOUND_MESSAGE}
        </Notice>
      )}
    </AccountPage>
  );
}
