// The admin's Background Jobs panels: queue sizes by state, the latest failures, and a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobOverviewResponse } from '@marketplace/core/admin/schemas/admin-jobs.response';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { JobsPanels } from '../../../apps/business-portal/src/features/admin/components/jobs-panels.js';
import { mockApi } from '../api-mock.js';
import { renderWithApp } from '../render.js';

const FAILED_ID = '0b7d4c1e-5a0f-4c39-9d67-2f3c1e8a9b10';

function anOverview(failed: boolean): JobOverviewResponse {
  return {
    queues: [{ queue: 'purge-expired-records', created: 1, retry: 0, active: 0, completed: 12, failed: failed ? 1 : 0 }],
    recentFailures: failed ? [{ id: FAILED_ID, queue: 'purge-expired-records', error: 'connection refused', failedAt: '2025-06-20T12:00:00.000Z', retries: 3 }] : [],
  };
}

afterEach(() => toastStore.dismiss());

describe('the background jobs panels', () => {
  it('show each queue by state and each failure with its error', async () => {
    mockApi({ 'GET /api/admin/jobs': { body: anOverview(true) } });
    renderWithApp(<JobsPanels />);
    const queues = within(await screen.findByRole('region', { name: 'Job queues by state' }));
    const row = queues.getByRole('row', { name: /purge-expired-records/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['purge-expired-records', '1', '0', '0', '12', '1']);
    const failures = within(screen.getByRole('region', { name: 'Failed jobs, latest first' }));
    expect(failures.getByText('connection refused')).toBeInTheDocument();
    expect(failures.getByText('after 3 retries')).toBeInTheDocument();
  });

  it('retry a failed job on the server, say so with its message and show the list again', async () => {
    let failed = true;
    const api = mockApi({
      'GET /api/admin/jobs': () => ({ body: anOverview(failed) }),
      [`POST /api/admin/jobs/${FAILED_ID}/retry`]: () => {
        failed = false;
        return { body: { id: FAILED_ID, message: 'The job is queued again; a worker will run it.' } };
      },
    });
    const { user } = renderWithApp(<JobsPanels />);
    await user.click(await screen.findByRole('button', { name: `Retry job ${FAILED_ID}` }));

    await waitFor(() => expect(screen.getByText(/No failed jobs/)).toBeInTheDocument());
    expect(api.callsTo('POST', `/api/admin/jobs/${FAILED_ID}/retry`)).toHaveLength(1);
    expect(await screen.findByText('The job is queued again; a worker will run it.')).toBeInTheDocument();
  });

  it('say why when the overview cannot load, with a way to try again', async () => {
    mockApi({});
    renderWithApp(<JobsPanels />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the jobs');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
