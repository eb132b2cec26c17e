import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@marketplace/web-common/api/api-client';
import type { WaitlistEntryListResponse } from '@marketplace/core/waitlist/schemas/waitlist.response';

/** GET /api/admin/sample-waitlist: the fixed demo rows (the admin and business owners only). */
export function getSampleWaitlist({ signal }: { signal?: AbortSignal } = {}): Promise<WaitlistEntryListResponse> {
  return apiFetch<WaitlistEntryListResponse>('/api/admin/sample-waitlist', signal ? { signal } : {});
}

/**
 * The sample rows standing in for a live list that failed (business-side section 7). An abort is
 * passed on. @throws Error 'Failed to fetch waitlist data: {status text or network error}'
 */
export async function sampleRowsInstead(signal: AbortSignal | undefined): Promise<WaitlistEntryListResponse> {
  try {
    return await getSampleWaitlist(signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof ApiError ? error.statusText || String(error.status) : error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to fetch waitlist data: ${reason}`, { cause: error });
  }
}

export const sampleWaitlistQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'sample-waitlist'], queryFn: ({ signal }) => getSampleWaitlist({ signal }) });

export function useSampleWaitlist() {
  return useQuery(sampleWaitlistQueryOptions());
}
