import { INVALID_ACCOUNT_LINK_MESSAGE } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { errorDescription } from '../../api/api-client.js';
import type { useConfirmEmailChange } from '../../session/api/confirm-email-change.js';
import { AppLink } from '../layout/app-link.js';
import { Stack } from '../layout/stack.js';
import { Button } from '../ui/button.js';
import { Notice } from '../ui/notice.js';

/**
 * The confirmation link's page. The change waits for a click (not the page load), so a mail
 * scanner that opens links does not confirm for the person.
 */
export function ConfirmEmailPanel({ token, confirm, continueTo, continueLabel, app }: {
  token: string | null;
  confirm: ReturnType<typeof useConfirmEmailChange>;
  continueTo: string;
  continueLabel: string;
  app: 'storefront' | 'portal';
}) {
  if (!token) {
    return (
      <Notice tone="danger" title="This link does not work">
        {INVALID_ACCOUNT_LINK_MESSAGE}
      </Notice>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Stack $gap={4}>
        <Notice tone="success" title="Email changed">
          {confirm.data.message}
        </Notice>
        <AppLink to={continueTo} app={app}>
          {continueLabel}
        </AppLink>
      </Stack>
    );
  }
  return (
    <Stack $gap={4}>
      <p>Confirm that this address should become the email of your account.</p>
      {confirm.isError ? (
        <Notice tone="danger" title="Your email was not changed">
          {errorDescription(confirm.error)}
        </Notice>
      ) : null}
      <Button size="lg" block loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
        Confirm my new email
      </Button>
    </Stack>
  );
}
