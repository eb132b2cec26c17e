import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatMomentDate, formatMomentTime } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { WaitlistRow } from '../api/get-waitlist.js';
import type { WaitlistSort, WaitlistSortKey } from '../waitlist-table.js';
import { CellNote, DataTable, TableScroll } from './admin-table.js';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';

const COLUMNS: { key: WaitlistSortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'type', label: 'Type' },
  { key: 'rating', label: 'Rating' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'createdAt', label: 'Joined' },
];

const DIRECTION_WORD = { asc: 'ascending', desc: 'descending' } as const;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  padding: ${space(1)} ${space(1.5)};
  margin: -${space(1)} -${space(1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Arrow = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
`;

const Feedback = styled.td`
  min-width: 220px;
  max-width: 360px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const NoFeedback = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.td`
  && {
    text-align: center;
    padding: ${space(10)} ${space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 1px;
`;

function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: WaitlistSort; onSort: (key: WaitlistSortKey) => void }) {
  const active = sort.key === column.key;
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <th scope="col" aria-sort={active ? DIRECTION_WORD[sort.direction] : 'none'}>
      <SortButton type="button" onClick={() => onSort(column.key)}>
        {column.label}
        <Arrow $active={active} aria-hidden="true">
          {arrow}
        </Arrow>
      </SortButton>
    </th>
  );
}

/**
 * The waitlist as a table whose column headers sort it (a click toggles ascending and descending;
 * aria-sort on the header says which). It scrolls sideways inside its own box on small screens.
 */
export function WaitlistEntriesTable({ rows, sort, onSort }: { rows: readonly WaitlistRow[]; sort: WaitlistSort; onSort: (key: WaitlistSortKey) => void }) {
  const captionId = useId();
  const sortedBy = COLUMNS.find((column) => column.key === sort.key)?.label ?? '';
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <DataTable $minWidth={900}>
        <caption id={captionId}>
          <VisuallyHidden>
            Waitlist entries, sorted by {sortedBy} {DIRECTION_WORD[sort.direction]}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={COLUMNS.length}>No waitlist entries found.</Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <strong>{row.name}</strong>
                  <CellNote>#{row.id}</CellNote>
                </td>
                <td>
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                </td>
                <Nowrap>
                  <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>
                </Nowrap>
                <td>
                  <Badge $tone={row.type === 'business' ? 'brand' : 'savings'}>{row.type === 'business' ? 'Business' : 'Discounter'}</Badge>
                </td>
                <Nowrap>
                  <Stars aria-hidden="true">{'★'.repeat(row.rating)}</Stars>
                  <CellNote>{row.rating} of 5</CellNote>
                </Nowrap>
                <Feedback>{row.feedback ? row.feedback : <NoFeedback>No feedback</NoFeedback>}</Feedback>
                <Nowrap>
                  {formatMomentDate(row.createdAt)}
                  <CellNote>{formatMomentTime(row.createdAt)}</CellNote>
                </Nowrap>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}

/** Rows of placeholders in the table's shape while the waitlist loads. */
export function WaitlistTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableScroll role="status" aria-label="Loading waitlist entries">
      <DataTable $minWidth={900} aria-hidden="true">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key}>{column.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              {COLUMNS.map((column) => (
                <td key={column.key}>
                  <Skeleton $width={column.key === 'feedback' ? '90%' : '70%'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
