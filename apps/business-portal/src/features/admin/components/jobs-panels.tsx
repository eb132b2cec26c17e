import { useId } from 'react';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { formatMoment } from '@marketplace/web-common/format';
import { useJobs, type FailedJob, type JobOverview } from '../api/get-jobs.js';
import { useRetryJob } from '../api/retry-job.js';
import { CellNote, StackedTable, TableScroll } from './admin-table.js';
import { Section } from './admin-layout.js';

const COUNT_COLUMNS = [
  ['created', 'Waiting'],
  ['retry', 'Retrying'],
  ['active', 'Running'],
  ['completed', 'Done'],
  ['failed', 'Failed'],
] as const;

function QueuesTable({ queues }: { queues: JobOverview['queues'] }) {
  const captionId = useId();
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <StackedTable $minWidth={560}>
        <caption id={captionId}>
          <VisuallyHidden>Job queues by state</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            {COUNT_COLUMNS.map(([, label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.queue}>
              <td data-label="Queue">{queue.queue}</td>
              {COUNT_COLUMNS.map(([state, label]) => (
                <td key={state} data-label={label}>
                  {state === 'failed' && queue.failed > 0 ? <Badge $tone="warning">{queue.failed}</Badge> : queue[state]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}

function FailureRow({ failure }: { failure: FailedJob }) {
  const retry = useRetryJob();
  return (
    <tr>
      <td data-label="Job">
        {failure.queue}
        <CellNote>{failure.id}</CellNote>
      </td>
      <td data-label="Failed">
        {formatMoment(failure.failedAt)}
        <CellNote>after {failure.retries === 1 ? '1 retry' : `${failure.retries} retries`}</CellNote>
      </td>
      <td data-label="Error">{failure.error}</td>
      <td>
        <Button size="sm" loading={retry.isPending} onClick={() => retry.mutate(failure.id)} aria-label={`Retry job ${failure.id}`}>
          Retry
        </Button>
      </td>
    </tr>
  );
}

function FailuresTable({ failures }: { failures: FailedJob[] }) {
  const captionId = useId();
  if (failures.length === 0) return <p>No failed jobs. Jobs that use up their retries show here with their error.</p>;
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <StackedTable $minWidth={720}>
        <caption id={captionId}>
          <VisuallyHidden>Failed jobs, latest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Failed</th>
            <th scope="col">Error</th>
            <th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {failures.map((failure) => (
            <FailureRow key={failure.id} failure={failure} />
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}

/** The queues' sizes and the latest failures, each with a Retry button; refreshed while open. */
export function JobsPanels() {
  const jobs = useJobs();
  if (jobs.isError && !jobs.data) {
    return (
      <StatePanel role="alert" icon="⚠" title="Could not load the jobs" text={errorDescription(jobs.error)} actions={<Button onClick={() => void jobs.refetch()}>Try Again</Button>} />
    );
  }
  if (!jobs.data) return <Spinner label="Loading the jobs" />;
  return (
    <>
      <Section title="Queues" description="Background work by state: waiting, retrying after a failure, running, done and failed for good.">
        <QueuesTable queues={jobs.data.queues} />
      </Section>
      <Section title="Recent failures" description="Jobs that failed after their retries, latest first.">
        <FailuresTable failures={jobs.data.recentFailures} />
      </Section>
    </>
  );
}
