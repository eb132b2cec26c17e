import { useEffect } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { ButtonAnchor, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import { FEE_CALCULATOR_SCROLL_DELAY_MS } from '@marketplace/web-common/ui-constants';
import { Container } from '@marketplace/web-common/components/layout/page';
import { FeeCalculator } from '../../features/marketing/components/fee-calculator.js';
import { BusinessFeatures } from '../../features/marketing/components/business-features.js';
import { Actions, Body, Grid, Hero, Section, Steps } from '../../features/marketing/components/marketing.js';

export const FEE_CALCULATOR_ID = 'fee-calculator';

const STEPS = [
  { title: 'Create your deal', text: 'Pick a discount for an order size, or a Cash to Discount deal where customers choose from $5 to $30.' },
  { title: 'Customers prepay', text: 'Discounters pay a small fee to unlock your discount before they visit.' },
  { title: 'Scan and get paid', text: 'Scan their QR code or type the text code; you keep 75% of the fee, paid weekly.' },
] as const;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.sizes['4xl']};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  & span { font-size: ${({ theme }) => theme.font.sizes.md}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.regular}; }
`;

const List = styled(Stack).attrs({ as: 'ul', $gap: 1 })`
  margin: 0;
  padding-left: ${space(5)};
`;

/** /for-businesses: the pitch, the Discount Fee Calculator and pricing (business-side sections 2, 4 and 9). */
export function ForBusinessesPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${FEE_CALCULATOR_ID}`) return;
    const timer = setTimeout(() => document.getElementById(FEE_CALCULATOR_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), FEE_CALCULATOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
  return (
    <>
      <Hero>
        <Container>
          <h1>Grow Your Business with Prepaid Discounts</h1>
          <p>Bring in new local customers who have already paid to visit you, and keep 75% of every discount they buy.</p>
          <Actions>
            <ButtonAnchor href="/business/auth">Register Your Business</ButtonAnchor>
            <ButtonLink to="/how-it-works" variant="secondary">
              How It Works
            </ButtonLink>
          </Actions>
        </Container>
      </Hero>
      <Body>
        <BusinessFeatures />
        <Section aria-labelledby="business-how">
          <h2 id="business-how">How it works for businesses</h2>
          <Steps steps={STEPS} label="Steps for businesses" />
        </Section>
        <Section id={FEE_CALCULATOR_ID} aria-labelledby="fee-calculator-title">
          <h2 id="fee-calculator-title">What you earn per discount</h2>
          <p>Pick the typical order size and the discount you would offer to see the fee, the split and what your customers save.</p>
          <FeeCalculator />
        </Section>
        <Section aria-labelledby="pricing">
          <h2 id="pricing">Simple pricing</h2>
          <Grid $min={280}>
            <Card>
              <CardBody>
                <h3>Subscription</h3>
                <Price>
                  $25.00 <span>/ month</span>
                </Price>
                <List>
                  <li>Unlimited deal creation</li>
                  <li>Business dashboard</li>
                  <li>QR code scanner</li>
                  <li>Featured placement options</li>
                </List>
              </CardBody>
            </Card>
            <Card>
              <CardBody>
                <h3>Transaction share</h3>
                <Price>
                  25% <span>per discount sold</span>
                </Price>
                <List>
                  <li>No extra processing fees</li>
                  <li>Weekly payouts</li>
                  <li>Earnings dashboard</li>
                  <li>No minimum sales</li>
                </List>
              </CardBody>
            </Card>
          </Grid>
          <Actions>
            <ButtonAnchor href="/business/auth">Get Started</ButtonAnchor>
            <ButtonLink to="/how-it-works" variant="secondary">
              Learn How It Works
            </ButtonLink>
          </Actions>
        </Section>
      </Body>
    </>
  );
}
