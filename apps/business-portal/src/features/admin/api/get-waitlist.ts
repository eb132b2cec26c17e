import { queryOptions, useQuery } from '@tanstack/react-query';
import { WAITLIST_REFRESH_MS } from '@marketplace/core/waitlist/domain/waitlist-export';
import type { WaitlistRow } from '../waitlist-table.js';

export type WaitlistSource = 'live' | 'sample';

export interface WaitlistData {
  entries: WaitlistRow[];
  /** `sample` when the live list failed and the sample list stood in for it. */
  source: WaitlistSource;
}

function get(path: string, signal: AbortSignal | undefined): Promise<Response> {
  return fetch(path, { credentials: 'include', headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
}

/** A failed call: its response, or the network error that stopped it. An abort is passed on. */
async function attempt(path: string, signal: AbortSignal | undefined): Promise<Response | Error> {
  try {
    return await get(path, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * GET /api/waitlist, falling back to GET /api/admin/sample-waitlist when it fails (business-side
 * section 7). @throws Error 'Failed to fetch waitlist data: {status text}' when both fail.
 */
export async function getWaitlist({ signal }: { signal?: AbortSignal } = {}): Promise<WaitlistData> {
  const live = await attempt('/api/waitlist', signal);
  if (!(live instanceof Error) && live.ok) return { entries: (await live.json()) as WaitlistRow[], source: 'live' };
  const sample = await attempt('/api/admin/sample-waitlist', signal);
  if (!(sample instanceof Error) && sample.ok) return { entries: (await sample.json()) as WaitlistRow[], source: 'sample' };
  const reason = sample instanceof Error ? sample.message : sample.statusText || String(sample.status);
  throw new Error(`Failed to fetch waitlist data: ${reason}`);
}

/** The admin's waitlist, polled every 10 seconds (business-side section 9). */
export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'waitlist'],
    queryFn: ({ signal }) => getWaitlist({ signal }),
    refetchInterval: WAITLIST_REFRESH_MS,
  });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions());
}
