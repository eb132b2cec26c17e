import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { WaitlistRow } from './get-waitlist.js';

/** GET /api/admin/sample-waitlist: the fixed demo rows (the admin and business owners only). */
export function getSampleWaitlist({ signal }: { signal?: AbortSignal } = {}): Promise<WaitlistRow[]> {
  return apiFetch<WaitlistRow[]>('/api/admin/sample-waitlist', signal ? { signal } : {});
}

export const sampleWaitlistQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'sample-waitlist'], queryFn: ({ signal }) => getSampleWaitlist({ signal }) });

export function useSampleWaitlist() {
  return useQuery(sampleWaitlistQueryOptions());
}
