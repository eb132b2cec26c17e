import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonAnchor, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { useUnsubscribeLink } from '../api/get-unsubscribe-link.js';
import { useUnsubscribe } from '../api/unsubscribe.js';


/**
 * What an unsubscribe link turns off, and one button that does it. Opening the page changes
 * nothing (mail scanners open links too): only the button does.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  if (!token) {
    return <StatePanel role="alert" icon="⚠" level={1} title="This unsubscribe link is incomplete" text="Open the link from the email as it is, or change your emails in your settings." />;
  }
  if (link.isPending) return <Spinner label="Checking your unsubscribe link" />;
  if (link.isError) {
    return <StatePanel role="alert" icon="⚠" level={1} title="This unsubscribe link does not work" text={errorDescription(link.error)} actions={<ButtonLink to="/">Back to Home</ButtonLink>} />;
  }
  const { label, subscribed, account } = link.data;
  if (!subscribed) {
    return (
      <div role="status">
        <StatePanel
          icon="✓"
          level={1}
          title="You are unsubscribed"
          text={`${label}: no more of these emails will be sent. Other emails are not affected.`}
          actions={
            account === 'customer' ? (
              <ButtonLink to="/profile?tab=settings" variant="secondary">Open your settings</ButtonLink>
            ) : (
              <ButtonAnchor href="/business/dashboard" variant="secondary">Open your dashboard</ButtonAnchor>
            )
          }
        />
      </div>
    );
  }
  return (
    <StatePanel
      icon="✉"
      level={1}
      title="Unsubscribe from these emails?"
      text={`${label} will no longer be sent to the address this email went to. Other emails are not affected.`}
      actions={
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      }
    />
  );
}
