import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { Button, ButtonAnchor, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { Container, StatePanel } from '../../components/page.js';
import { useDeals } from '../../features/deals/api/get-deals.js';
import { BusinessFeatures } from '../../features/marketing/components/business-features.js';
import { DealCards, DealCardSkeletons, FourColumnGrid } from '../../features/deals/components/deal-grid.js';

/** Home shows at most this many featured deals. */
export const FEATURED_DEALS_LIMIT = 4;
const FILTERS = ['All', ...DEAL_CATEGORIES.filter((category) => category !== 'Other')] as const;
const HERO_IMAGE = 'https://images.unsplash.com/photo-1441986300917-64674bd600d8?auto=format&fit=crop&w=1600&q=70';

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
  opacity: 0.3;
`;

const HeroInner = styled(Container)`
  position: relative;
  padding-top: ${space(20)};
  padding-bottom: ${space(20)};
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  & h1 { font-size: clamp(2.25rem, 6vw, 3.75rem); letter-spacing: -0.03em; max-width: 14ch; }
  & p { font-size: ${({ theme }) => theme.font.sizes.lg}; max-width: 560px; }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  max-width: 560px;
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  & input { flex: 1 1 220px; border: 0; }
`;

const HeroActions = styled.div`
  display: flex;
  gap: ${space(3)};
  flex-wrap: wrap;
`;

const Section = styled.section`
  padding: ${space(16)} 0 0;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(4)};
  flex-wrap: wrap;
  margin-bottom: ${space(6)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; letter-spacing: -0.02em; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; margin-top: ${space(1)}; }
`;

const Filters = styled.div`
  display: none;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { display: flex; }
`;

const FilterButton = styled.button<{ $active: boolean }>`
  padding: ${space(1.5)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.textInverse : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
`;

const MoreLine = styled.p`
  margin-top: ${space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space(6)};
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

const Step = styled.li`
  padding: ${space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  & b {
    display: inline-grid; place-items: center; width: 40px; height: 40px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.savingsSoft};
    color: ${({ theme }) => theme.colors.savings};
  }
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Cta = styled.section`
  margin-top: ${space(16)};
  padding: ${space(12)} ${space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(4)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes['3xl']}; }
  & p { max-width: 560px; }
`;

const STEPS = [
  { title: 'Find a deal', text: 'Browse discounts from restaurants, cafés, gyms and shops near you.' },
  { title: 'Purchase', text: 'Pay a small one-time amount to unlock the discount tier you choose.' },
  { title: 'Redeem and save', text: 'Show your QR code at checkout and save on your purchase.' },
];

function FeaturedDeals() {
  const [category, setCategory] = useState<(typeof FILTERS)[number]>('All');
  const selected = category === 'All' ? undefined : category;
  const { data, isPending, isError, refetch } = useDeals({ featured: true, limit: FEATURED_DEALS_LIMIT, category: selected });
  const more = data ? data.pagination.total - data.deals.length : 0;

  return (
    <Section aria-labelledby="featured-title">
      <SectionHead>
        <div>
          <h2 id="featured-title">Featured Deals</h2>
          <p>Hand-picked discounts from local favourites.</p>
        </div>
      </SectionHead>
      <Filters role="group" aria-label="Filter featured deals by category">
        {FILTERS.map((name) => (
          <FilterButton key={name} type="button" $active={name === category} aria-pressed={name === category} onClick={() => setCategory(name)}>
            {name}
          </FilterButton>
        ))}
      </Filters>
      {isPending ? (
        <FourColumnGrid aria-busy="true" aria-label="Loading deals">
          <DealCardSkeletons count={FEATURED_DEALS_LIMIT} />
        </FourColumnGrid>
      ) : isError ? (
        <StatePanel icon="⚠️" role="alert" title="Could not load deals" text="Something went wrong while loading the featured deals." actions={<Button onClick={() => void refetch()}>Try again</Button>} />
      ) : data.deals.length === 0 ? (
        <StatePanel icon="🛍️" title="No deals available at the moment" text="Check back soon" />
      ) : (
        <FourColumnGrid>
          <DealCards deals={data.deals} />
        </FourColumnGrid>
      )}
      {more > 0 ? <MoreLine>{selected ? `${more} more ${selected} deals available` : `${more} more deals available`}</MoreLine> : null}
      <Center>
        <ButtonLink to="/deals" variant="secondary" size="lg">
          View All Deals
        </ButtonLink>
      </Center>
    </Section>
  );
}

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
        <HeroImage src={HERO_IMAGE} alt="People shopping" onError={(event) => (event.currentTarget.style.display = 'none')} />
        <HeroInner>
          <h1>Buy Discounts. Save Big.</h1>
          <p>Access exclusive discounts from local businesses. Pay a small fee once and save big on your purchases.</p>
          <SearchForm onSubmit={onSubmit} role="search">
            <Input aria-label="Location" placeholder="Enter your location" value={location} onChange={(event) => setLocation(event.target.value)} />
            <Button type="submit" size="lg">
              Find Deals
            </Button>
          </SearchForm>
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
