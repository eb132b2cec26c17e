import { queryOptions, useQuery } from '@tanstack/react-query';
import { WAITLIST_REFRESH_MS } from '@marketplace/core/waitlist/domain/waitlist-export';
import type { WaitlistSummaryResponse } from '@marketplace/core/waitlist/schemas/waitlist.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { summarizeWaitlist } from '../waitlist-table.js';
import { sampleRowsInstead } from './get-sample-waitlist.js';

/** GET /api/waitlist/summary (counts, not rows); the sample list's figures when it fails. */
export async function getWaitlistSummary({ signal }: { signal?: AbortSignal } = {}): Promise<WaitlistSummaryResponse> {
  try {
    return await apiFetch<WaitlistSummaryResponse>('/api/waitlist/summary', signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw error;
    return summarizeWaitlist(await sampleRowsInstead(signal));
  }
}

/** The summary cards' figures, polled with the table. */
export const waitlistSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'waitlist', 'summary'],
    queryFn: ({ signal }) => getWaitlistSummary({ signal }),
    refetchInterval: WAITLIST_REFRESH_MS,
  });

export function useWaitlistSummary() {
  return useQuery(waitlistSummaryQueryOptions());
}
