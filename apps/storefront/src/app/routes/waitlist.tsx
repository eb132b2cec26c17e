import { useState } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import { PageStack, PageTitle } from '@marketplace/web-common/components/layout/page';
import { useJoinWaitlist } from '../../features/waitlist/api/join-waitlist.js';
import { WaitlistForm } from '../../features/waitlist/components/waitlist-form.js';

const Narrow = styled(PageStack).attrs({ $gap: 6 })`
  max-width: 640px;
  padding-top: ${space(12)};
  & > p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ThankYou = styled(Stack)`
  align-items: center;
  text-align: center;
  padding: ${space(6)} 0;
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled(Cluster).attrs({ $gap: 3, $align: 'stretch' })`
  justify-content: center;
`;

/** /waitlist: the sign-up form, then a thank-you view (business-side sections 2 and 4). */
export function WaitlistPage() {
  const joining = useJoinWaitlist();
  const [done, setDone] = useState(false);
  return (
    <Narrow>
      <PageTitle>Join Our Waitlist</PageTitle>
      <p>We are launching soon. Tell us who you are and how interested you are, and we will keep you posted.</p>
      <Card>
        <CardBody>
          {done ? (
            <ThankYou>
              <span aria-hidden="true" style={{ fontSize: '2.5rem' }}>
                🎉
              </span>
              <h2>Thank you for joining!</h2>
              <p>We have your details and will keep you updated on our progress.</p>
              <Actions>
                <Button
                  variant="secondary"
                  onClick={() => {
                    joining.reset();
                    setDone(false);
                  }}
                >
                  Submit Another Response
                </Button>
                <ButtonLink to="/">Return to Home</ButtonLink>
              </Actions>
            </ThankYou>
          ) : (
            <WaitlistForm submitting={joining.isPending} onSubmit={(values) => joining.mutate(values, { onSuccess: () => setDone(true) })} />
          )}
        </CardBody>
      </Card>
    </Narrow>
  );
}
