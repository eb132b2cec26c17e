import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Input } from '@marketplace/web-common/components/ui/input';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatMomentDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { useAdminBusinesses, type AdminBusiness, type VerificationFilter } from '../api/get-admin-businesses.js';
import { useVerifyBusiness } from '../api/verify-business.js';
import { CellNote, StackedTable, TableScroll } from './admin-table.js';
import { Section } from './admin-layout.js';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';

/** Typing pauses this long before the list is searched again. */
const SEARCH_DEBOUNCE_MS = 300;

const FILTERS: { value: VerificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Awaiting verification' },
  { value: 'verified', label: 'Verified' },
];

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space(3)};
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

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & > div { display: flex; gap: ${space(2)}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

const DialogText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

const EmptyCell = styled.td`
  && { text-align: center; padding: ${space(10)} ${space(4)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ActionCell = styled.td`
  && { text-align: right; white-space: nowrap; }
`;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function place(business: AdminBusiness): string {
  return [business.city, business.state].filter(Boolean).join(', ') || '–';
}

function draftsText(count: number): string {
  if (count === 0) return 'It has no draft deals waiting.';
  return count === 1 ? 'Its draft deal will be published at once.' : `Its ${count} draft deals will be published at once.`;
}

function BusinessRows({ businesses, onVerify }: { businesses: AdminBusiness[]; onVerify: (business: AdminBusiness) => void }) {
  return (
    <>
      {businesses.map((business) => (
        <tr key={business.id}>
          <td data-label="Business">
            <strong>{business.name}</strong>
            <CellNote>{business.email}</CellNote>
            {business.phoneNumber ? <CellNote>{business.phoneNumber}</CellNote> : null}
          </td>
          <td data-label="Category">{business.category}</td>
          <td data-label="Location">{place(business)}</td>
          <td data-label="Deals">
            {business.deals.live} live
            <CellNote>
              {business.deals.total} total{business.deals.drafts ? ` · ${business.deals.drafts} ${business.deals.drafts === 1 ? 'draft' : 'drafts'}` : ''}
            </CellNote>
          </td>
          <Nowrap data-label="Joined">{formatMomentDate(business.createdAt)}</Nowrap>
          <td data-label="Status">{business.verified ? <Badge $tone="success">✓ Verified</Badge> : <Badge $tone="warning">Awaiting verification</Badge>}</td>
          <ActionCell>
            {business.verified ? (
              <VisuallyHidden>No action needed</VisuallyHidden>
            ) : (
              <Button size="sm" onClick={() => onVerify(business)} aria-label={`Verify ${business.name}`}>
                Verify
              </Button>
            )}
          </ActionCell>
        </tr>
      ))}
    </>
  );
}

const HEADERS = ['Business', 'Category', 'Location', 'Deals', 'Joined', 'Status'];

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
  const captionId = useId();

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
        <TableScroll role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={list.isFetching || undefined}>
          <StackedTable $minWidth={860}>
            <caption id={captionId}>
              <VisuallyHidden>Businesses, newest first</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
                <th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data ? (
                list.data.businesses.length ? (
                  <BusinessRows businesses={list.data.businesses} onVerify={setConfirming} />
                ) : (
                  <tr>
                    <EmptyCell colSpan={HEADERS.length + 1}>
                      {q.trim() || verification !== 'all' ? 'No businesses match these filters.' : 'No businesses have registered yet.'}
                    </EmptyCell>
                  </tr>
                )
              ) : (
                Array.from({ length: 4 }, (_, index) => (
                  <tr key={index} aria-hidden="true">
                    {[...HEADERS, ''].map((header) => (
                      <td key={header}>
                        <Skeleton $width="70%" />
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </StackedTable>
        </TableScroll>
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
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={confirming ? `Verify ${confirming.name}?` : 'Verify business'}>
        <DialogText>
          Confirm that our team has checked {confirming?.name ?? 'this business'}
          {confirming?.phoneNumber ? ` by phone (${confirming.phoneNumber})` : ' by phone'}. {draftsText(confirming?.deals.drafts ?? 0)}
        </DialogText>
        <Actions>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={verify.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={verify.isPending}>
            Verify business
          </Button>
        </Actions>
      </Dialog>
    </Section>
  );
}
