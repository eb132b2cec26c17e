import { useId, useState } from 'react';
import styled from 'styled-components';
import { isoWeekAt, parseIsoWeek, shiftIsoWeek } from '@marketplace/core/ledger/domain/statement-week';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonAnchor } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { space } from '@marketplace/web-common/theme';
import { usePayoutBalances, weekExportUrl, type BusinessBalances } from '../api/get-payout-balances.js';
import { Section } from './admin-layout.js';
import { StackedTable, TableScroll } from './admin-table.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const ExportForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: flex-end;
`;

const AmountHead = styled.th`
  && { text-align: right; }
`;

const Amount = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The problem with a typed week, or null when it names one that exists. */
function weekProblem(week: string): string | null {
  try {
    parseIsoWeek(week);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** "Export week": a week picker (ISO weeks, last week unless changed) and the download of every business's statement of it. */
export function ExportWeek() {
  const [week, setWeek] = useState(() => shiftIsoWeek(isoWeekAt(new Date(), 'UTC'), -1));
  const problem = weekProblem(week);
  return (
    <ExportForm>
      <Field label="Week" htmlFor="export-week" error={problem ?? undefined}>
        <Input
          id="export-week"
          type="week"
          value={week}
          $invalid={problem !== null}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : 'export-week-error'}
          onChange={(event) => setWeek(event.target.value)}
        />
      </Field>
      {problem === null ? (
        <ButtonAnchor href={weekExportUrl(week)} download>
          Export week
        </ButtonAnchor>
      ) : (
        <Button disabled>Export week</Button>
      )}
    </ExportForm>
  );
}

function BalancesTable({ businesses }: { businesses: BusinessBalances['businesses'] }) {
  const captionId = useId();
  if (businesses.length === 0) return <p>No businesses yet.</p>;
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <StackedTable $minWidth={640}>
        <caption id={captionId}>
          <VisuallyHidden>Balances of every business</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Business</th>
            <AmountHead scope="col">Owed</AmountHead>
            <AmountHead scope="col">In transit</AmountHead>
            <AmountHead scope="col">Paid out</AmountHead>
            <AmountHead scope="col">Earned</AmountHead>
          </tr>
        </thead>
        <tbody>
          {businesses.map((business) => (
            <tr key={business.id}>
              <td data-label="Business">
                {business.name} <small>#{business.id} · {business.timeZone}</small>
              </td>
              <Amount data-label="Owed">{usd.format(business.balance.owed)}</Amount>
              <Amount data-label="In transit">{usd.format(business.balance.inTransit)}</Amount>
              <Amount data-label="Paid out">{usd.format(business.balance.paid)}</Amount>
              <Amount data-label="Earned">{usd.format(business.balance.earned)}</Amount>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}

/** The admin's payouts: every business's balance, and the export of a week's statements. */
export function PayoutsPanels() {
  const balances = usePayoutBalances();
  return (
    <>
      <Section title="Export statements" description="Every business's statement of one ISO week in one CSV, each week Monday to Sunday in the business's own time zone.">
        <ExportWeek />
      </Section>
      <Section title="Balances" description="What the platform owes each business, what is on its way to its bank, and what has been paid out, from the ledger.">
        {balances.data ? (
          <BalancesTable businesses={balances.data.businesses} />
        ) : balances.isError ? (
          <StatePanel
            role="alert"
            icon="⚠"
            title="Could not load the balances"
            text={errorDescription(balances.error)}
            actions={<Button onClick={() => void balances.refetch()}>Try Again</Button>}
          />
        ) : (
          <Spinner label="Loading the balances" />
        )}
      </Section>
    </>
  );
}
