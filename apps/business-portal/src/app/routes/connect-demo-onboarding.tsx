import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { PageStack, PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import { useCompleteDemoOnboarding } from '../../features/payouts/api/complete-demo-onboarding.js';
import { RequireBusiness } from '../guards.js';

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(8)};
  padding-bottom: ${space(12)};
  max-width: 40rem;
`;

const DEFAULT_RETURN = '/business/dashboard?connect=return';

/** Only a place in the portal: the page never sends anyone off the site. */
function safeReturn(value: string | null): string {
  return value && value.startsWith('/business/') && !value.startsWith('//') ? value : DEFAULT_RETURN;
}

function DemoOnboarding() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteDemoOnboarding();
  const account = params.get('account');
  if (!account) {
    return (
      <StatePanel
        role="alert"
        icon="⚠️"
        level={1}
        title="No payout account named"
        text="Start from “Get paid” on your dashboard."
        actions={<ButtonLink to="/business/dashboard">Go to the dashboard</ButtonLink>}
      />
    );
  }
  return (
    <>
      <PageTitle>Payout setup (demo)</PageTitle>
      <Card>
        <CardBody>
          <p>
            This demo stands in for Stripe&rsquo;s onboarding form, where a real business enters its bank account, identity and
            tax details. Nothing is sent anywhere: one click completes the setup, and payouts turn on.
          </p>
          <p>
            Demo account: <code>{account}</code>
          </p>
          <Button
            loading={complete.isPending}
            onClick={() => complete.mutate(account, { onSuccess: () => void navigate(safeReturn(params.get('return'))) })}
          >
            Complete onboarding
          </Button>
        </CardBody>
      </Card>
    </>
  );
}

/** /business/connect/demo-onboarding: the demo mode's stand-in for Stripe's hosted onboarding. */
export function ConnectDemoOnboardingPage() {
  return (
    <RequireBusiness permission="business">
      {() => (
        <Page>
          <title>Payout setup (demo) · Discount Marketplace</title>
          <DemoOnboarding />
        </Page>
      )}
    </RequireBusiness>
  );
}
