import { Icon } from './admin-icons.js';
import { Notice } from './admin-layout.js';

/** What a business owner sees instead of the admin-only parts of the dashboard. */
export function OwnerNotice() {
  return (
    <Notice $tone="brand" role="note">
      <Icon name="info" />
      <span>
        <strong>You are signed in as a business owner.</strong> You can follow the waitlist here; business verification and
        platform figures are for the platform administrator.
      </span>
    </Notice>
  );
}
