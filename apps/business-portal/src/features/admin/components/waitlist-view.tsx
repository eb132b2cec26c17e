import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { waitlistCsvFileName } from '@marketplace/core/waitlist/domain/waitlist-export';
import { Button, ButtonAnchor } from '@marketplace/web-common/components/ui/button';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { space } from '@marketplace/web-common/theme';
import { DEFAULT_WAITLIST_QUERY, useWaitlistPage, waitlistExportPath, type WaitlistPageQuery } from '../api/get-waitlist.js';
import { useWaitlistSummary } from '../api/get-waitlist-summary.js';
import { downloadTextFile } from '../download-file.js';
import {
  DEFAULT_WAITLIST_SORT,
  filterWaitlist,
  sortWaitlist,
  summarizeWaitlist,
  toggleSort,
  waitlistCsv,
  type WaitlistSort,
  type WaitlistTypeFilter,
} from '../waitlist-table.js';
import type { WaitlistRow } from '../api/get-waitlist.js';
import { Icon } from './admin-icons.js';
import { Section } from './admin-layout.js';
import { StatGridSkeleton } from './admin-stats.js';
import { WaitlistEntriesTable, WaitlistTableSkeleton } from './waitlist-entries-table.js';
import { WaitlistErrorCard } from './waitlist-error-card.js';
import { WaitlistFreshness } from './waitlist-freshness.js';
import { WaitlistSummaryCards } from './waitlist-summary-cards.js';

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 200px) auto;
  align-items: end;
  gap: ${space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Control = styled(Stack).attrs({ $gap: 1.5 })`
  min-width: 0;
  & label { font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.medium}; }
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TYPE_OPTIONS: { value: WaitlistTypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'discounter', label: 'Discounters' },
  { value: 'business', label: 'Businesses' },
];

function isTypeFilter(value: string): value is WaitlistTypeFilter {
  return TYPE_OPTIONS.some((option) => option.value === value);
}

function entriesWord(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

const Pager = styled(Cluster).attrs({ as: 'nav', $gap: 3 })`
  justify-content: space-between;
`;

const PagerButtons = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** "Showing 51–100 of 2,345 entries" (or that nothing matches). */
export function showingLine(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${entriesWord(total)}`;
  const first = (page - 1) * limit + 1;
  return `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`;
}

/** The search box's text, settled: the server is asked once the admin stops typing. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const SEARCH_SETTLE_MS = 300;

function SearchAndType({ search, onSearch, type, onType, action }: { search: string; onSearch: (text: string) => void; type: WaitlistTypeFilter; onType: (type: WaitlistTypeFilter) => void; action: ReactNode }) {
  return (
    <Toolbar>
      <Control>
        <label htmlFor="waitlist-search">Search</label>
        <Input id="waitlist-search" type="search" placeholder="Name, email, phone or feedback" value={search} onChange={(event) => onSearch(event.target.value)} />
      </Control>
      <Control>
        <label htmlFor="waitlist-type">Type</label>
        <Select id="waitlist-type" value={type} onChange={(event) => isTypeFilter(event.target.value) && onType(event.target.value)}>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Control>
      {action}
    </Toolbar>
  );
}

/**
 * The admin's waitlist (business-side section 2), a page at a time: search, type and sort go to
 * the server, which answers one page and the count of matches; the summary cards are the server's
 * counts; the CSV is the server's export of every match. Both refresh every 10 seconds for the
 * same search and page. `onUpdated` hears when the page was last loaded.
 */
export function LiveWaitlistView({ onUpdated }: { onUpdated?: (updatedAt: number) => void }) {
  const [search, setSearch] = useState('');
  const q = useSettled(search, SEARCH_SETTLE_MS).trim();
  const [type, setType] = useState<WaitlistTypeFilter>('all');
  const [sort, setSort] = useState<WaitlistSort>(DEFAULT_WAITLIST_SORT);
  // A new search, type or sort starts again at page 1.
  const filterKey = JSON.stringify([q, type, sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query: WaitlistPageQuery = { ...DEFAULT_WAITLIST_QUERY, q, type, sort: sort.key, order: sort.direction, page };
  const list = useWaitlistPage(query);
  const summary = useWaitlistSummary();
  const updatedAt = list.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt) onUpdated?.(updatedAt);
  }, [updatedAt, onUpdated]);

  if (!list.data) return list.isError ? <WaitlistErrorCard error={list.error} /> : <WaitlistViewSkeleton />;
  const data = list.data;
  const lastPage = Math.max(1, Math.ceil(data.total / data.limit));
  const goTo = (next: number) => setPaging({ filterKey, page: next });
  const exportAction =
    data.source === 'live' && data.total > 0 ? (
      <ButtonAnchor variant="secondary" href={waitlistExportPath(query)} download aria-describedby="waitlist-count">
        <Icon name="download" size={18} /> Export CSV
      </ButtonAnchor>
    ) : (
      <Button variant="secondary" disabled={data.total === 0} onClick={() => downloadTextFile(waitlistCsvFileName(new Date()), waitlistCsv(data.entries))} aria-describedby="waitlist-count">
        <Icon name="download" size={18} /> Export CSV
      </Button>
    );

  return (
    <>
      <WaitlistFreshness source={data.source} refreshFailed={list.isRefetchError} />
      {summary.data ? <WaitlistSummaryCards summary={summary.data} /> : summary.isError ? null : <StatGridSkeleton count={4} label="Loading waitlist summary" />}
      <Section title="Sign-ups">
        <SearchAndType search={search} onSearch={setSearch} type={type} onType={setType} action={exportAction} />
        <Count id="waitlist-count" aria-live="polite">
          {showingLine(data.page, data.limit, data.entries.length, data.total)}
        </Count>
        <div aria-busy={list.isPlaceholderData}>
          <WaitlistEntriesTable rows={data.entries} sort={sort} onSort={(key) => setSort((current) => toggleSort(current, key))} />
        </div>
        {data.total > data.limit ? (
          <Pager aria-label="Waitlist pages">
            <Count>
              Page {data.page} of {lastPage}
            </Count>
            <PagerButtons>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => goTo(page + 1)}>
                Next
              </Button>
            </PagerButtons>
          </Pager>
        ) : null}
      </Section>
    </>
  );
}

/**
 * The waitlist view on a list held in the browser (the demo's sample rows): summary cards, a
 * search box, a type filter, the sortable table and a CSV export of the entries shown, in the
 * order shown.
 */
export function WaitlistView({ entries, title = 'Sign-ups', description }: { entries: readonly WaitlistRow[]; title?: string; description?: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<WaitlistTypeFilter>('all');
  const [sort, setSort] = useState<WaitlistSort>(DEFAULT_WAITLIST_SORT);
  const summary = useMemo(() => summarizeWaitlist(entries), [entries]);
  const shown = useMemo(() => sortWaitlist(filterWaitlist(entries, search, type), sort), [entries, search, type, sort]);
  const filtered = search.trim() !== '' || type !== 'all';

  const exportCsv = () => {
    const fileName = waitlistCsvFileName(new Date());
    downloadTextFile(fileName, waitlistCsv(shown));
    toast({ title: 'Waitlist exported', description: `${entriesWord(shown.length)} saved to ${fileName}.` });
  };

  return (
    <>
      <WaitlistSummaryCards summary={summary} />
      <Section title={title} description={description}>
        <SearchAndType
          search={search}
          onSearch={setSearch}
          type={type}
          onType={setType}
          action={
            <Button variant="secondary" onClick={exportCsv} disabled={shown.length === 0} aria-describedby="waitlist-count">
              <Icon name="download" size={18} /> Export CSV
            </Button>
          }
        />
        <Count id="waitlist-count" aria-live="polite">
          {filtered || entries.length === 1 ? `Showing ${shown.length} of ${entriesWord(entries.length)}` : `Showing all ${entriesWord(entries.length)}`}
        </Count>
        <WaitlistEntriesTable rows={shown} sort={sort} onSort={(key) => setSort((current) => toggleSort(current, key))} />
      </Section>
    </>
  );
}

/** The view's shape in placeholders while the waitlist loads. */
export function WaitlistViewSkeleton() {
  return (
    <>
      <StatGridSkeleton count={4} label="Loading waitlist summary" />
      <Section title="Sign-ups">
        <WaitlistTableSkeleton />
      </Section>
    </>
  );
}
