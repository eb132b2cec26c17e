import { ButtonAnchor, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { DiscountValueWidget } from '../../components/discount-value-widget.js';
import { Actions, Body, Grid, Hero, Section, Steps } from '../../features/marketing/components/marketing.js';
import { Container } from '@marketplace/web-common/components/layout/page';

const DISCOUNTER_STEPS = [
  { title: 'Browse local deals', text: 'Find discounts at restaurants, cafés, gyms and shops near you.' },
  { title: 'Choose and pay', text: 'Pick the discount that fits your order and pay a small one-time amount to unlock it.' },
  { title: 'Get instant savings', text: 'Show your QR code or text code at the business and the discount is applied on the spot.' },
] as const;

const BUSINESS_STEPS = [
  { title: 'Set your offer', text: 'Choose the discount and the order sizes it applies to, or let customers pick with Cash to Discount.' },
  { title: 'Get promoted in the app', text: 'Your deal is shown to local discounters looking for somewhere to spend.' },
  { title: 'Get paid', text: 'You keep 75% of every discount purchase, paid out weekly, with no minimum sales.' },
] as const;

/** /how-it-works: both sides' three steps and the discount-value widget (business-side section 2). */
export function HowItWorksPage() {
  return (
    <>
      <Hero>
        <Container>
          <h1>How It Works</h1>
          <p>Discounters pay a little up front to unlock a real discount; local businesses get new customers and keep most of the fee.</p>
        </Container>
      </Hero>
      <Body>
        <Section aria-labelledby="for-discounters">
          <h2 id="for-discounters">For Discounters</h2>
          <Steps steps={DISCOUNTER_STEPS} label="Steps for discounters" />
          <Actions>
            <ButtonLink to="/deals">Browse Deals</ButtonLink>
            <ButtonLink to="/auth" variant="secondary">
              Create Account
            </ButtonLink>
          </Actions>
        </Section>
        <Section aria-labelledby="for-businesses">
          <h2 id="for-businesses">For Businesses</h2>
          <Steps steps={BUSINESS_STEPS} label="Steps for businesses" />
          <Actions>
            <ButtonAnchor href="/business/auth">Join as a Business</ButtonAnchor>
            <ButtonLink to="/for-businesses#fee-calculator" variant="secondary">
              Calculate Your Fees
            </ButtonLink>
          </Actions>
        </Section>
        <Section aria-labelledby="discount-value">
          <h2 id="discount-value">Is a discount worth it?</h2>
          <p>Move the sliders to see what a prepaid discount saves on a $100 spend.</p>
          <Grid $min={300}>
            <DiscountValueWidget />
          </Grid>
        </Section>
      </Body>
    </>
  );
}
