import { useId } from 'react';
import styled from 'styled-components';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button, ButtonAnchor } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { space } from '@marketplace/web-common/theme';
import { DataTable, TableScroll } from '../../../components/data-table.js';
import { statementCsvUrl, useStatement, type Statement } from '../api/get-statement.js';
import { formatDollars, formatLocalTime, weekRange } from '../payout-format.js';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: flex-end;
  justify-content: space-between;
  & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Table = styled(DataTable)`
  & tr.balance td { font-weight: ${({ theme }) => theme.font.weights.semibold}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    & tr.balance { background: ${({ theme }) => theme.colors.surfaceMuted}; }
    & tr.balance td { background: none; }
  }
`;

const TotalsTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${space(2)} ${space(4)};
  & div { display: flex; justify-content: space-between; gap: ${space(2)}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { font-variant-numeric: tabular-nums; }
`;

function Lines({ statement }: { statement: Statement }) {
  const captionId = useId();
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          <VisuallyHidden>Statement lines of {statement.week}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">When ({statement.timeZone})</th>
            <th scope="col">What</th>
            <th scope="col">Deal</th>
            <th scope="col" className="amount">Amount</th>
            <th scope="col" className="amount">Owed to you after</th>
          </tr>
        </thead>
        <tbody>
          <tr className="balance">
            <td data-label="When">{formatLocalTime(`${statement.firstDay}T00:00`)}</td>
            <td colSpan={3}>Owed to you when the week began</td>
            <td className="amount" data-label="Owed to you">
              {formatDollars(statement.openingBalance)}
            </td>
          </tr>
          {statement.lines.map((line) => (
            <tr key={line.id}>
              <td data-label="When">{formatLocalTime(line.localTime)}</td>
              <td data-label="What">
                {line.label}
                <small>{line.description}</small>
              </td>
              <td data-label="Deal">{line.dealTitle ?? '—'}</td>
              <td className="amount" data-label="Amount">
                {formatDollars(line.amount)}
              </td>
              <td className="amount" data-label="Owed to you after">
                {formatDollars(line.balanceAfter)}
              </td>
            </tr>
          ))}
          <tr className="balance">
            <td data-label="When">{formatLocalTime(`${statement.lastDay}T23:59`)}</td>
            <td colSpan={3}>Owed to you when the week ended</td>
            <td className="amount" data-label="Owed to you">
              {formatDollars(statement.closingBalance)}
            </td>
          </tr>
        </tbody>
      </Table>
    </TableScroll>
  );
}

function StatementBody({ statement, quiet }: { statement: Statement; quiet: boolean }) {
  const moved = statement.totals.filter((total) => total.amount !== 0 && total.kind !== 'subscription_charge');
  return (
    <Stack $gap={4}>
      {statement.lines.length === 0 && !quiet ? <p>No money moved this week.</p> : null}
      <Lines statement={statement} />
      {moved.length > 0 ? (
        <Stack as="section" $gap={2} aria-labelledby="statement-totals">
          <TotalsTitle id="statement-totals">Totals of the week</TotalsTitle>
          <Totals>
            {moved.map((total) => (
              <div key={total.kind}>
                <dt>{total.label}s</dt>
                <dd>{formatDollars(total.amount)}</dd>
              </div>
            ))}
          </Totals>
        </Stack>
      ) : null}
      {statement.subscriptionCharges.length > 0 ? (
        <section aria-label="Subscription charges">
          <p>
            <strong>Subscription charges</strong> (paid by card, not part of your balance):{' '}
            {statement.subscriptionCharges.map((charge) => `${formatDollars(charge.amount)} on ${formatLocalTime(charge.localTime)}`).join('; ')}
          </p>
        </section>
      ) : null}
    </Stack>
  );
}

/**
 * One week's statement: its lines with the balance after each, its totals, and the CSV download.
 * `quiet`: the page has said already that no money has moved at all.
 */
export function StatementPanel({ week, quiet = false }: { week: string; quiet?: boolean }) {
  const statement = useStatement(week);
  return (
    <Stack as="section" $gap={4} aria-labelledby="statement-title">
      <Head>
        <div>
          <h2 id="statement-title">Statement {week}</h2>
          <p>
            {weekRange(week)}
            {statement.data ? `, Monday to Sunday in ${statement.data.timeZone}` : ''}
          </p>
        </div>
        <ButtonAnchor href={statementCsvUrl(week)} download variant="secondary">
          Download CSV
        </ButtonAnchor>
      </Head>
      {statement.data ? (
        <StatementBody statement={statement.data} quiet={quiet} />
      ) : statement.isError ? (
        <div role="alert">
          <p>The statement could not be loaded: {errorDescription(statement.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void statement.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Skeleton $height="160px" role="status" aria-label="Loading the statement" />
      )}
    </Stack>
  );
}
