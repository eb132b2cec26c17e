import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Container } from '@marketplace/web-common/components/layout/page';
import { useSendContactMessage } from '../../features/contact/api/send-contact-message.js';
import { ContactForm } from '../../features/contact/components/contact-form.js';
import { Actions, Body, Hero, Section } from '../../features/marketing/components/marketing.js';

const Narrow = styled(Section)`
  width: 100%;
  max-width: 640px;
  margin-inline: auto;
`;

/** /contact: a form whose messages wait for the team in the admin area. */
export function ContactPage() {
  const sending = useSendContactMessage();
  const [sent, setSent] = useState(false);
  return (
    <>
      <Hero>
        <Container>
          <h1>Contact Us</h1>
          <p>Questions about deals, partnerships or listing your business? We would love to hear from you.</p>
        </Container>
      </Hero>
      <Body>
        <Narrow aria-labelledby="write-to-us">
          <h2 id="write-to-us">Send us a message</h2>
          <Card>
            <CardBody>
              {sent ? (
                <div role="status">
                  <h3>Thank you for your message!</h3>
                  <p>Our team reads every message and will reply to the email address you gave.</p>
                  <Actions>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        sending.reset();
                        setSent(false);
                      }}
                    >
                      Send another message
                    </Button>
                    <ButtonLink to="/">Back to Home</ButtonLink>
                  </Actions>
                </div>
              ) : (
                <ContactForm submitting={sending.isPending} onSubmit={(values) => sending.mutate(values, { onSuccess: () => setSent(true) })} />
              )}
            </CardBody>
          </Card>
        </Narrow>
      </Body>
    </>
  );
}
