import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonAnchor, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { Container, PageStack } from '@marketplace/web-common/components/layout/page';
import { BusinessFeatures } from '../../features/marketing/components/business-features.js';
import { FeaturedDeals } from './home/featured-deals.js';
import { NearMePicker } from '../../features/deals/components/near-me-picker.js';
import heroStreet from './home/hero-street.svg';
import { Section, SectionHead } from './home/home-section.js';


const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const HeroImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.45;
`;

/** Darkens the backdrop behind the text, so the heading and the search read on any width. */
const HeroShade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgb(15 23 42 / 0.92) 0%, rgb(15 23 42 / 0.75) 45%, rgb(15 23 42 / 0.2) 100%);
`;

const HeroInner = styled(PageStack).attrs({ $gap: 5 })`
  position: relative;
  padding-top: ${space(20)};
  padding-bottom: ${space(20)};
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  & h1 { font-size: clamp(2.25rem, 6vw, 3.75rem); letter-spacing: -0.03em; max-width: 14ch; }
  & p { font-size: ${({ theme }) => theme.font.sizes.lg}; max-width: 560px; }
`;

const SearchForm = styled(Cluster).attrs({ as: 'form', $gap: 2, $align: 'stretch' })`
  max-width: 560px;
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  & input { flex: 1 1 220px; border: 0; }
`;

const NearPanel = styled.div`
  max-width: 560px;
  padding: ${space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const HeroActions = styled(Cluster).attrs({ $gap: 3, $align: 'stretch' })`
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: repeat(3, 1fr); }
`;

const Step = styled(Stack).attrs({ as: 'li', $gap: 2 })`
  padding: ${space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & b {
    display: inline-grid; place-items: center; width: 40px; height: 40px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.savingsSoft};
    color: ${({ theme }) => theme.colors.savings};
  }
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Cta = styled(Stack).attrs({ as: 'section', $gap: 4 })`
  margin-top: ${space(16)};
  padding: ${space(12)} ${space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  align-items: center;
  & h2 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; }
  & p { max-width: 560px; }
`;

const STEPS = [
  { title: 'Find a deal', text: 'Browse discounts from restaurants, cafés, gyms and shops near you.' },
  { title: 'Purchase', text: 'Pay a small one-time amount to unlock the discount tier you choose.' },
  { title: 'Redeem and save', text: 'Show your QR code at checkout and save on your purchase.' },
];

export function HomePage() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/deals?location=${encodeURIComponent(location)}`);
  };

  return (
    <>
      <title>Discount Marketplace · Buy Discounts. Save Big.</title>
      <Hero>
        {/* Decorative: a street of local shops drawn for this site (served from it, as the CSP's img-src asks). */}
        <HeroImage src={heroStreet} alt="" width={1600} height={720} fetchPriority="high" />
        <HeroShade />
        <HeroInner>
          <h1>Buy Discounts. Save Big.</h1>
          <p>Access exclusive discounts from local businesses. Pay a small fee once and save big on your purchases.</p>
          <SearchForm onSubmit={onSubmit} role="search">
            <Input aria-label="Location" placeholder="Enter your location" value={location} onChange={(event) => setLocation(event.target.value)} />
            <Button type="submit" size="lg">
              Find Deals
            </Button>
          </SearchForm>
          <NearPanel>
            <NearMePicker
              chosen={null}
              onChoose={({ near, radiusKm }) => void navigate(`/deals?near=${encodeURIComponent(near)}&radiusKm=${radiusKm}`)}
            />
          </NearPanel>
          <HeroActions>
            <ButtonLink to="/recession-proof" variant="savings" size="lg">
              Recession Proof Deals
            </ButtonLink>
          </HeroActions>
        </HeroInner>
      </Hero>
      <Container>
        <FeaturedDeals />
        <Section id="how-it-works" aria-labelledby="how-title">
          <SectionHead>
            <h2 id="how-title">How It Works</h2>
          </SectionHead>
          <Steps>
            {STEPS.map((step, index) => (
              <Step key={step.title}>
                <b aria-hidden="true">{index + 1}</b>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Step>
            ))}
          </Steps>
        </Section>
        <Cta aria-labelledby="business-cta">
          <h2 id="business-cta">Own a business?</h2>
          <p>Bring in new customers with prepaid discounts. You keep 75% of every sale.</p>
          <HeroActions>
            <ButtonAnchor href="/business/auth" variant="savings" size="lg">
              Join as a Business
            </ButtonAnchor>
            <ButtonAnchor href="#features" variant="secondary" size="lg">
              Learn More
            </ButtonAnchor>
          </HeroActions>
        </Cta>
        <BusinessFeatures id="features" />
      </Container>
    </>
  );
}
