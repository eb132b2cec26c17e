import { useState } from 'react';
import { FEATURED_DEALS_ON_HOME } from '@marketplace/core/deals/domain/deal-defaults';
import styled from 'styled-components';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { space } from '@marketplace/web-common/theme';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { featuredDealsFilters, useDeals } from '../../../features/deals/api/get-deals.js';
import { DealCards, DealCardSkeletons, FourColumnGrid } from '../../../features/deals/components/deal-grid.js';
import { Section, SectionHead } from './home-section.js';

const FILTERS = ['All', ...DEAL_CATEGORIES.filter((category) => category !== 'Other')] as const;

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

/** The home page's featured deals, filtered by category, with the way to all of them. */
export function FeaturedDeals() {
  const [category, setCategory] = useState<(typeof FILTERS)[number]>('All');
  const selected = category === 'All' ? undefined : category;
  const { data, isPending, isError, refetch } = useDeals(featuredDealsFilters(selected));
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
          <DealCardSkeletons count={FEATURED_DEALS_ON_HOME} />
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
