import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { waitlistCsvFileName } from '@marketplace/core/waitlist/domain/waitlist-export';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { space } from '@marketplace/web-common/theme';
import { downloadTextFile } from '../download-file.js';
import {
  DEFAULT_WAITLIST_SORT,
  filterWaitlist,
  sortWaitlist,
  summarizeWaitlist,
  toggleSort,
  waitlistCsv,
  type WaitlistRow,
  type WaitlistSort,
  type WaitlistTypeFilter,
} from '../waitlist-table.js';
import { Icon } from './admin-icons.js';
import { Section, StatGridSkeleton } from './admin-layout.js';
import { WaitlistEntriesTable, WaitlistTableSkeleton } from './waitlist-entries-table.js';
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

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1.5)};
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

/**
 * The waitlist administration view (business-side section 2): summary cards, a search box, a type
 * filter, the sortable table and a CSV export of the entries shown, in the order shown.
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
        <Toolbar>
          <Control>
            <label htmlFor="waitlist-search">Search</label>
            <Input id="waitlist-search" type="search" placeholder="Name, email, phone or feedback" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Control>
          <Control>
            <label htmlFor="waitlist-type">Type</label>
            <Select id="waitlist-type" value={type} onChange={(event) => isTypeFilter(event.target.value) && setType(event.target.value)}>
              {TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Control>
          <Button variant="secondary" onClick={exportCsv} disabled={shown.length === 0} aria-describedby="waitlist-count">
            <Icon name="download" size={18} /> Export CSV
          </Button>
        </Toolbar>
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
