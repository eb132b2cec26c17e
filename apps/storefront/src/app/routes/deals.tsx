import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { PageStack, PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { dealsListFilters, pageOf, useDeals } from '../../features/deals/api/get-deals.js';
import { DealCards, DealCardSkeletons, Grid } from '../../features/deals/components/deal-grid.js';
import { NearMePicker, placeLabel } from '../../features/deals/components/near-me-picker.js';
import { ApiError } from '@marketplace/web-common/api/api-client';
import { DEFAULT_NEAR_RADIUS_KM } from '@marketplace/core/deals/domain/nearby';

const SEARCH_DEBOUNCE_MS = 300;

const Page = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(10)};
`;

const Toolbar = styled.div`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: 2fr 1fr; }
`;

const Summary = styled(Cluster)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(4)};
  & span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const ALL_CATEGORIES = 'all';

export function DealsPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const location = params.get('location') ?? '';
  const q = params.get('q') ?? '';
  const near = params.get('near') ?? '';
  const radiusParam = params.get('radiusKm') ?? '';
  const radiusKm = Number(radiusParam) || DEFAULT_NEAR_RADIUS_KM;
  const page = pageOf(params.get('page'));
  const [search, setSearch] = useState(q);
  const first = useRef(true);

  const update = (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
    // From the address itself: the router's functional update would start from the params of the
    // render that created this closure, and a debounced search would undo a newer category change.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: options.replace ?? false });
  };

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(() => update({ q: search.trim(), page: null }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [page]);

  const { data, error, isPending, isError, isPlaceholderData, refetch } = useDeals(dealsListFilters(params));
  const pagination = data?.pagination;

  const clearFilters = () => {
    setSearch('');
    update({ category: null, q: null, location: null, near: null, radiusKm: null, page: null });
  };
  const clearPlace = () => update({ near: null, radiusKm: null, page: null });
  // The server's own sentence for a place or radius it refuses ("We don't know the zip code ...").
  const refusal = error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined;

  return (
    <Page>
      <title>Browse Deals · Discount Marketplace</title>
      <div>
        <PageTitle>Browse Deals</PageTitle>
      </div>
      <Toolbar>
        <Input type="search" aria-label="Search deals" placeholder="Search deals..." value={search} onChange={(event) => setSearch(event.target.value)} />
        <Select
          aria-label="Filter by category"
          value={category}
          onChange={(event) => update({ category: event.target.value === ALL_CATEGORIES ? null : event.target.value, page: null })}
        >
          {/* The visible placeholder while no category is chosen; "All Categories" clears the filter. */}
          <option value="" disabled hidden>
            Filter by category
          </option>
          <option value={ALL_CATEGORIES}>All Categories</option>
          {DEAL_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Toolbar>
      <NearMePicker
        key={near}
        chosen={near ? { near, radiusKm } : null}
        onChoose={(choice) => update({ near: choice.near, radiusKm: String(choice.radiusKm), page: null })}
        onClear={clearPlace}
      />
      {location || near || pagination ? (
        <Summary>
          {pagination ? <span>{pagination.total === 1 ? '1 deal' : `${pagination.total} deals`}</span> : null}
          {near ? (
            <Badge $tone="brand" data-testid="near-place">
              Within {radiusKm} km of {placeLabel(near)}, nearest first
              <button type="button" aria-label="Remove the place" onClick={clearPlace} style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer', padding: 0 }}>
                ×
              </button>
            </Badge>
          ) : null}
          {location ? (
            <Badge $tone="brand">
              Near “{location}”
              <button type="button" aria-label="Remove the location filter" onClick={() => update({ location: null, page: null })} style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer', padding: 0 }}>
                ×
              </button>
            </Badge>
          ) : null}
        </Summary>
      ) : null}
      {isPending ? (
        <Grid aria-busy="true" aria-label="Loading deals">
          <DealCardSkeletons count={6} />
        </Grid>
      ) : refusal ? (
        <StatePanel icon="📍" role="alert" title="Could not search near that place" text={refusal} actions={<Button variant="secondary" onClick={clearPlace}>Clear place</Button>} />
      ) : isError ? (
        <StatePanel icon="⚠️" role="alert" title="Could not load deals" text="Something went wrong while loading deals." actions={<Button onClick={() => void refetch()}>Try again</Button>} />
      ) : data.deals.length === 0 ? (
        <StatePanel
          icon="🔍"
          title="No deals found"
          text={near ? 'Try a larger distance, another place, search or category.' : 'Try another search, category or location.'}
          actions={
            <>
              {category || q || location || near ? (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : null}
              {page > 1 ? <Button onClick={() => update({ page: null })}>Back to first page</Button> : null}
            </>
          }
        />
      ) : (
        <Grid aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          <DealCards deals={data.deals} />
        </Grid>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <Pager aria-label="Pages">
          <Button variant="secondary" disabled={!pagination.hasPreviousPage} onClick={() => update({ page: String(page - 1) })}>
            Previous
          </Button>
          <span>
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <Button variant="secondary" disabled={!pagination.hasNextPage} onClick={() => update({ page: String(page + 1) })}>
            Next
          </Button>
        </Pager>
      ) : null}
    </Page>
  );
}
