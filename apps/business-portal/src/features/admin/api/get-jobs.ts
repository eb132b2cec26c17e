import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOverviewResponse } from '@marketplace/core/admin/schemas/admin-jobs.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/admin/jobs: each background queue by state and the latest failures (core's response type). */
export type JobOverview = JobOverviewResponse;
export type FailedJob = JobOverview['recentFailures'][number];

export function getJobs({ signal }: { signal?: AbortSignal } = {}): Promise<JobOverview> {
  return apiFetch<JobOverview>('/api/admin/jobs', signal ? { signal } : {});
}

/** Refreshed every 15 s while the page is open: jobs move on their own. */
export const jobsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'jobs'], queryFn: ({ signal }) => getJobs({ signal }), staleTime: 0, refetchInterval: 15_000 });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
