import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Container } from '../../components/page.js';
import { Actions, Body, Hero, Section } from '../../features/marketing/components/marketing.js';

/** Where the team answers; the spec only links here, so the page is a plain contact card. */
export const CONTACT_EMAIL = 'hello@discount-marketplace.example';

/** /contact: how to reach the team. */
export function ContactPage() {
  return (
    <>
      <Hero>
        <Container>
          <h1>Contact Us</h1>
          <p>Questions about deals, partnerships or listing your business? We would love to hear from you.</p>
        </Container>
      </Hero>
      <Body>
        <Section aria-labelledby="email-us">
          <h2 id="email-us">Email our team</h2>
          <p>
            Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will answer within two business days.
          </p>
          <Actions>
            <ButtonLink to="/waitlist">Join the Waitlist</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to Home
            </ButtonLink>
          </Actions>
        </Section>
      </Body>
    </>
  );
}
