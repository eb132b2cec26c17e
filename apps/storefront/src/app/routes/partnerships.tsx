import styled from 'styled-components';
import { Button, ButtonAnchor, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Container, StatePanel } from '@marketplace/web-common/components/layout/page';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { usePlatformFigures } from '../../features/platform-figures/api/get-platform-figures.js';
import { Actions, Body, FeatureCard, Grid, Hero, Section } from '../../features/marketing/components/marketing.js';

/** The counters of business-side section 2, each a real figure the server counted. */
const STATS = [
  { key: 'waitlist', label: 'Waitlist sign-ups', figure: 'waitlist' },
  { key: 'discounters', label: 'Discounters', figure: 'customers' },
  { key: 'businesses', label: 'Businesses', figure: 'businesses' },
] as const;

const count = new Intl.NumberFormat('en-US');

const Stats = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(4)};
  & > div { display: flex; flex-direction: column-reverse; padding: ${space(6)}; text-align: center; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.lg}; background: ${({ theme }) => theme.colors.surface}; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-size: ${({ theme }) => theme.font.sizes['4xl']}; font-weight: ${({ theme }) => theme.font.weights.bold}; color: ${({ theme }) => theme.colors.brand}; }
`;

/** /partnerships: partnership pitch and the platform counters. */
export function PartnershipsPage() {
  const figures = usePlatformFigures();
  return (
    <>
      <Hero>
        <Container>
          <h1>Partnerships and Platform Stats</h1>
          <p>We partner with local businesses, business associations and community groups to bring prepaid discounts to every neighbourhood.</p>
        </Container>
      </Hero>
      <Body>
        <Section aria-labelledby="stats">
          <h2 id="stats">Platform stats</h2>
          {figures.isError ? (
            <StatePanel
              role="alert"
              icon="⚠"
              title="Could not load the platform stats"
              text={errorDescription(figures.error)}
              actions={<Button variant="secondary" onClick={() => void figures.refetch()}>Try again</Button>}
            />
          ) : (
            <Stats aria-busy={figures.isPending}>
              {STATS.map((stat) => (
                <div key={stat.key} data-testid={`stat-${stat.key}`}>
                  <dt>{stat.label}</dt>
                  <dd>{figures.data ? count.format(figures.data[stat.figure]) : <Skeleton aria-hidden="true" $height="2.5rem" $width="5rem" style={{ margin: '0 auto' }} />}</dd>
                </div>
              ))}
            </Stats>
          )}
        </Section>
        <Section aria-labelledby="partner-kinds">
          <h2 id="partner-kinds">Ways to partner</h2>
          <Grid>
            <FeatureCard icon="🏪" title="Local businesses">
              List your deals and reach discounters nearby.
            </FeatureCard>
            <FeatureCard icon="🤝" title="Associations">
              Bring your members onto the platform together.
            </FeatureCard>
            <FeatureCard icon="🏘️" title="Communities">
              Help residents save while supporting the shops they love.
            </FeatureCard>
          </Grid>
          <Actions>
            <ButtonLink to="/" variant="secondary">
              Back to Home
            </ButtonLink>
            <ButtonAnchor href="/business/auth">Register Your Business</ButtonAnchor>
            <ButtonLink to="/contact" variant="ghost">
              Contact Our Team
            </ButtonLink>
          </Actions>
        </Section>
      </Body>
    </>
  );
}
