import { FeatureCard, Grid, Section } from './marketing.js';

/**
 * "Why businesses join": what a business gets. On the home page it is the #features section the
 * "Own a business?" call to action's "Learn More" scrolls to (customer-side section 2).
 */
export function BusinessFeatures({ id }: { id?: string }) {
  return (
    <Section id={id} aria-labelledby="benefits">
      <h2 id="benefits">Why businesses join</h2>
      <Grid>
        <FeatureCard icon="🚶" title="New foot traffic">
          Discounters find you in the app and arrive with a discount they have already paid for.
        </FeatureCard>
        <FeatureCard icon="💵" title="Revenue on every discount">
          You keep 75% of each discount purchase, with no extra processing fees and no minimum sales.
        </FeatureCard>
        <FeatureCard icon="📱" title="Simple redemption">
          Scan a QR code or type a text code at the counter. No hardware needed.
        </FeatureCard>
        <FeatureCard icon="📈" title="Recession-resilient">
          Prepaid discounts keep customers coming when budgets are tight, while you maintain a healthy margin.
        </FeatureCard>
      </Grid>
    </Section>
  );
}
