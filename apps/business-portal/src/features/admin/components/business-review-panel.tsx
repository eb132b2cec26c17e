import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Cluster } from '@marketplace/web-common/components/layout/stack';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { useAdminBusinesses, type AdminBusiness, type VerificationFilter } from '../api/get-admin-businesses.js';
import { useVerifyBusiness } from '../api/verify-business.js';
import { Section } from './admin-layout.js';
import { BusinessTable } from './business-review-table.js';
import { VerifyBusinessDialog } from './verify-business-dialog.js';

/** Typing pauses this long before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 300;

const FILTERS: { value: VerificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Awaiting verification' },
  { value: 'verified', label: 'Verified' },
];

const Controls = styled(Cluster).attrs({ $gap: 3 })`
  align-items: end;
  & > :first-child { flex: 1 1 240px; min-width: 0; }
  & label { display: block; font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.medium}; margin-bottom: ${space(1.5)}; }
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  padding: ${space(1)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Segment = styled.button`
  padding: ${space(2)} ${space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; box-shadow: ${({ theme }) => theme.shadows.sm}; }
`;

const Pager = styled(Cluster).attrs({ as: 'nav', $gap: 3 })`
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & > div { display: flex; gap: ${space(2)}; }
`;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Every business, unverified ones included, with a Verify action (DESIGN.md section 3): the admin
 * confirms the phone check, the business is verified and its drafts publish; the list refreshes.
 */
export function BusinessReviewPanel() {
  const [search, setSearch] = useState('');
  const [verification, setVerification] = useState<VerificationFilter>('all');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<AdminBusiness | null>(null);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useAdminBusinesses({ q, verification, page });
  const verify = useVerifyBusiness();
  const searchId = useId();

  const confirm = () => {
    if (!confirming) return;
    verify.mutate(confirming.id, { onSettled: () => setConfirming(null) });
  };

  const pagination = list.data?.pagination;
  return (
    <Section title="Businesses" description="Verify a business once our team has checked it by phone; its draft deals publish at once.">
      <Controls>
        <div>
          <label htmlFor={searchId}>Search businesses</label>
          <Input id={searchId} type="search" placeholder="Name, email or city" value={search} onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <Segments role="group" aria-label="Show businesses">
          {FILTERS.map((filter) => (
            <Segment key={filter.value} type="button" aria-pressed={verification === filter.value} onClick={() => {
                setVerification(filter.value);
                setPage(1);
              }}
            >
              {filter.label}
            </Segment>
          ))}
        </Segments>
      </Controls>
      {list.isError && !list.data ? (
        <StatePanel
          role="alert"
          icon="⚠"
          title="Could not load the businesses"
          text={errorDescription(list.error)}
          actions={<Button onClick={() => void list.refetch()}>Try Again</Button>}
        />
      ) : (
        <BusinessTable list={list.data} filtered={!!q.trim() || verification !== 'all'} busy={list.isFetching} onVerify={setConfirming} />
      )}
      {pagination && pagination.totalPages > 1 ? (
        <Pager aria-label="Business list pages">
          <span>
            Page {pagination.page} of {pagination.totalPages} · {pagination.total} businesses
          </span>
          <div>
            <Button variant="secondary" size="sm" disabled={!pagination.hasPreviousPage} onClick={() => setPage((current) => current - 1)}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={!pagination.hasNextPage} onClick={() => setPage((current) => current + 1)}>
              Next
            </Button>
          </div>
        </Pager>
      ) : null}
      <VerifyBusinessDialog business={confirming} pending={verify.isPending} onCancel={() => setConfirming(null)} onConfirm={confirm} />
    </Section>
  );
}
