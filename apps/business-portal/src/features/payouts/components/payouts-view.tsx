import { useSearchParams } from 'react-router';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { usePayoutsOverview } from '../api/get-payouts-overview.js';
import { BalanceCards } from './balance-cards.js';
import { StatementPanel } from './statement-table.js';
import { StatementWeeks } from './statement-weeks.js';

const ISO_WEEK = /^\d{4}-W\d{2}$/;

/**
 * The Payouts tab: the balance from the ledger, the weeks with statements, and the selected week's
 * statement (`?week=2026-W48`, the latest week with entries unless the link names one).
 */
export function PayoutsView() {
  const overview = usePayoutsOverview();
  const [params, setParams] = useSearchParams();
  if (overview.isError && !overview.data) {
    return (
      <StatePanel
        role="alert"
        icon="⚠"
        title="Could not load your payouts"
        text={errorDescription(overview.error)}
        actions={<Button onClick={() => void overview.refetch()}>Try Again</Button>}
      />
    );
  }
  if (!overview.data) return <Skeleton $height="120px" role="status" aria-label="Loading your payouts" />;
  const { balance, weeks, currentWeek } = overview.data;
  const requested = params.get('week');
  const selected = requested && ISO_WEEK.test(requested) ? requested : (weeks[0] ?? currentWeek);
  return (
    <Stack $gap={6}>
      <BalanceCards balance={balance} />
      <Card>
        <CardBody>
          <StatementWeeks weeks={weeks} currentWeek={currentWeek} selected={selected} onSelect={(week) => setParams({ week }, { replace: true })} />
          {weeks.length === 0 ? <p>No money has moved yet: your first sale starts your first statement.</p> : null}
          <StatementPanel week={selected} quiet={weeks.length === 0} />
        </CardBody>
      </Card>
    </Stack>
  );
}
