import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Container } from '@marketplace/web-common/components/layout/page';
import { Actions, Body, FeatureCard, Grid, Hero, Section } from '../../features/marketing/components/marketing.js';

/** /recession-proof: why prepaid local discounts hold up when budgets tighten. */
export function RecessionProofPage() {
  return (
    <>
      <Hero>
        <Container>
          <h1>Built to Be Recession Proof</h1>
          <p>When money is tight, people still eat out, work out and shop locally; they just look harder for value. Prepaid discounts give them that value and give businesses customers who have already committed.</p>
          <Actions>
            <ButtonLink to="/waitlist">Join the Waitlist</ButtonLink>
            <ButtonLink to="/how-it-works" variant="secondary">
              See How It Works
            </ButtonLink>
          </Actions>
        </Container>
      </Hero>
      <Body>
        <Section aria-labelledby="why">
          <h2 id="why">Why it holds up</h2>
          <Grid>
            <FeatureCard icon="🛒" title="Savers spend more often">
              A discount that pays for itself after a modest order keeps customers coming back in lean times.
            </FeatureCard>
            <FeatureCard icon="🏦" title="Cash up front">
              Businesses are paid when the discount is bought, not months later, which helps cash flow.
            </FeatureCard>
            <FeatureCard icon="📊" title="Healthy margins">
              The fee table is set so businesses keep a profit margin of at least 30% on discounted orders.
            </FeatureCard>
            <FeatureCard icon="📍" title="Local first">
              Money stays in the neighbourhood, supporting the shops people rely on.
            </FeatureCard>
          </Grid>
          <Actions>
            <ButtonLink to="/waitlist">Join the Waitlist</ButtonLink>
            <ButtonLink to="/how-it-works" variant="secondary">
              How It Works
            </ButtonLink>
          </Actions>
        </Section>
      </Body>
    </>
  );
}
