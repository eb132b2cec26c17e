import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonAnchor } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { space } from '@marketplace/web-common/theme';
import { redemptionsCsvUrl, useRedemptions, type RedemptionLine, type RedemptionsFilters } from '../../../api/get-redemptions.js';
import { useLocations } from '../../../api/get-locations.js';
import { UndoRedemptionDialog } from '../../../components/undo-redemption-dialog.js';
import { DataTable, TableScroll } from '../../../components/data-table.js';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${space(3)};
  align-items: end;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: center;
  justify-content: space-between;
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Table = styled(DataTable)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { min-width: 760px; }
  & tr.undo td { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Pager = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: center;
`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const CHANNELS: Record<RedemptionLine['channel'], string> = { qr_code: 'QR code', text_code: 'Text code', self: 'By the customer' };

function timeIn(timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** The people in the lines shown, for the staff filter ("Owner" and each staff member seen). */
function peopleOf(lines: readonly RedemptionLine[]): { value: string; name: string }[] {
  const people = new Map<string, string>();
  for (const line of lines) {
    const key = line.staff.kind === 'staff' ? String(line.staff.staffId) : line.staff.kind === 'owner' ? 'owner' : null;
    if (key) people.set(key, line.staff.name);
  }
  return [...people].map(([value, name]) => ({ value, name }));
}

function Lines({ lines, timeZone, onUndo }: { lines: readonly RedemptionLine[]; timeZone: string; onUndo: (line: RedemptionLine) => void }) {
  const captionId = useId();
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          <VisuallyHidden>Redemptions, newest first, each undo under the redemption it undid</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Deal</th>
            <th scope="col">Customer</th>
            <th scope="col">Channel</th>
            <th scope="col">Location</th>
            <th scope="col">Staff</th>
            <th scope="col" className="amount">Bill</th>
            <th scope="col" className="amount">Saved</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.flatMap((line) => [
            <tr key={line.id} data-testid="redemption-line">
              <td data-label="Time">{timeIn(timeZone, line.time)}</td>
              <td data-label="Deal">{line.deal}</td>
              <td data-label="Customer">{line.customer ?? '—'}</td>
              <td data-label="Channel">{CHANNELS[line.channel]}</td>
              <td data-label="Location">{line.location?.name ?? '—'}</td>
              <td data-label="Staff">{line.staff.name}</td>
              <td data-label="Bill" className="amount">{line.bill === null ? '—' : usd.format(line.bill)}</td>
              <td data-label="Saved" className="amount">{line.savings === null ? '—' : usd.format(line.savings)}</td>
              <td>
                {line.undoable ? (
                  <Button size="sm" variant="danger" onClick={() => onUndo(line)}>
                    Undo
                  </Button>
                ) : null}
              </td>
            </tr>,
            line.undo ? (
              <tr key={`undo-${line.undo.id}`} className="undo" data-testid="undo-line">
                <td data-label="Time">{timeIn(timeZone, line.undo.time)}</td>
                <td colSpan={8}>
                  Undone by {line.undo.by.name}: “{line.undo.reason}”
                </td>
              </tr>
            ) : null,
          ])}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * The Redemptions list (DESIGN.md 10.6): one day in the business's time zone, filtered by location
 * and staff; owner and managers see every line, a cashier only their own (the server decides); an
 * Undo on lines still undoable; the day as CSV.
 */
export function RedemptionsView() {
  const [filters, setFilters] = useState<RedemptionsFilters>({});
  const [undoing, setUndoing] = useState<RedemptionLine | null>(null);
  const redemptions = useRedemptions(filters);
  const locations = useLocations();
  const ids = { day: useId(), location: useId(), staff: useId() };
  const page = redemptions.data;
  const people = page ? peopleOf(page.lines) : [];
  const set = (change: Partial<RedemptionsFilters>) => setFilters((current) => ({ ...current, page: undefined, ...change }));

  return (
    <Stack $gap={4}>
      <Filters aria-label="Filter redemptions" onSubmit={(event) => event.preventDefault()}>
        <Field label="Day" htmlFor={ids.day}>
          <Input id={ids.day} type="date" value={filters.day ?? page?.day ?? ''} onChange={(event) => set({ day: event.target.value || undefined })} />
        </Field>
        <Field label="Location" htmlFor={ids.location}>
          <Select id={ids.location} value={filters.locationId ?? ''} onChange={(event) => set({ locationId: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">All locations</option>
            {(locations.data?.locations ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Staff" htmlFor={ids.staff}>
          <Select
            id={ids.staff}
            value={filters.staffId === undefined ? '' : String(filters.staffId)}
            onChange={(event) => {
              const value = event.target.value;
              set({ staffId: value === '' ? undefined : value === 'owner' ? 'owner' : Number(value) });
            }}
          >
            <option value="">Everyone</option>
            {people.some((person) => person.value === 'owner') ? null : <option value="owner">Owner</option>}
            {people.map((person) => (
              <option key={person.value} value={person.value}>
                {person.name}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>

      {redemptions.isPending ? (
        <Stack $gap={2} aria-busy="true" aria-label="Loading redemptions">
          <Skeleton $height="2.5rem" />
          <Skeleton $height="2.5rem" />
        </Stack>
      ) : redemptions.isError ? (
        <p role="alert">The redemptions could not be loaded: {errorDescription(redemptions.error)}</p>
      ) : page ? (
        <>
          <Head>
            <p>
              {page.total === 1 ? '1 redemption' : `${page.total} redemptions`} on {page.day} (times in {page.timeZone}).
            </p>
            <ButtonAnchor href={redemptionsCsvUrl({ ...filters, day: page.day })} variant="secondary" size="sm" download>
              Download CSV
            </ButtonAnchor>
          </Head>
          {page.lines.length === 0 ? <p>No redemptions on this day{filters.locationId || filters.staffId ? ' with these filters' : ''}.</p> : <Lines lines={page.lines} timeZone={page.timeZone} onUndo={setUndoing} />}
          {page.total > page.pageSize ? (
            <Pager>
              <Button size="sm" variant="secondary" disabled={page.page <= 1} onClick={() => setFilters((current) => ({ ...current, page: page.page - 1 }))}>
                Previous
              </Button>
              <span>
                Page {page.page} of {Math.ceil(page.total / page.pageSize)}
              </span>
              <Button size="sm" variant="secondary" disabled={page.page * page.pageSize >= page.total} onClick={() => setFilters((current) => ({ ...current, page: page.page + 1 }))}>
                Next
              </Button>
            </Pager>
          ) : null}
        </>
      ) : null}

      <UndoRedemptionDialog
        redemption={undoing ? { id: undoing.id, description: `Undo the use of ${undoing.deal} for ${undoing.customer ?? 'this customer'}?` } : null}
        onClose={() => setUndoing(null)}
      />
    </Stack>
  );
}
