import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WAITLIST_REFRESH_MS } from '@marketplace/core/waitlist/domain/waitlist-export';
import { DEFAULT_WAITLIST_ORDER, type SortOrder, type WaitlistSortKey, type WaitlistSummary } from '@marketplace/core/waitlist/domain/waitlist-order';
import { DEFAULT_WAITLIST_PAGE_SIZE } from '@marketplace/core/waitlist/schemas/waitlist-query.schema';
import type { WaitlistType } from '@marketplace/core/waitlist/domain/waitlist-entry';
import { filterWaitlist, sortWaitlist, summarizeWaitlist, type WaitlistTypeFilter } from '../waitlist-table.js';

/** A waitlist entry as GET /api/waitlist (and the sample list) answers it. */
export interface WaitlistRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: WaitlistType;
  rating: number;
  feedback: string | null;
  createdAt: string;
}

export type WaitlistSource = 'live' | 'sample';

/** What the admin asked the server for: search text, type, sort column and order, and the page. */
export interface WaitlistPageQuery {
  q: string;
  type: WaitlistTypeFilter;
  sort: WaitlistSortKey;
  order: SortOrder;
  page: number;
  limit: number;
}

export const DEFAULT_WAITLIST_QUERY: WaitlistPageQuery = { q: '', type: 'all', ...DEFAULT_WAITLIST_ORDER, page: 1, limit: DEFAULT_WAITLIST_PAGE_SIZE };

export interface WaitlistPage {
  entries: WaitlistRow[];
  /** How many entries match in all. */
  total: number;
  page: number;
  limit: number;
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

/** GET /api/admin/sample-waitlist. @throws Error 'Failed to fetch waitlist data: {status text}'. */
async function sampleRows(signal: AbortSignal | undefined): Promise<WaitlistRow[]> {
  const sample = await attempt('/api/admin/sample-waitlist', signal);
  if (!(sample instanceof Error) && sample.ok) return (await sample.json()) as WaitlistRow[];
  const reason = sample instanceof Error ? sample.message : sample.statusText || String(sample.status);
  throw new Error(`Failed to fetch waitlist data: ${reason}`);
}

/** The search part of the query (q and type), as the list and the export both take it. */
function filterParams(query: Pick<WaitlistPageQuery, 'q' | 'type'>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.type !== 'all') params.set('type', query.type);
  return params;
}

export function waitlistPagePath(query: WaitlistPageQuery): string {
  const params = filterParams(query);
  params.set('sort', query.sort);
  params.set('order', query.order);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return `/api/waitlist?${params.toString()}`;
}

/** The server's CSV of every entry the search matches (a download: Content-Disposition attachment). */
export function waitlistExportPath(query: Pick<WaitlistPageQuery, 'q' | 'type'>): string {
  const params = filterParams(query).toString();
  return `/api/waitlist/export.csv${params ? `?${params}` : ''}`;
}

/**
 * One page of GET /api/waitlist, searched, filtered and sorted by the server (the total from
 * X-Total-Count). When it fails, GET /api/admin/sample-waitlist stands in (business-side section
 * 7), searched and sorted here as the server would. @throws Error 'Failed to fetch waitlist data: …' when both fail.
 */
export async function getWaitlistPage(query: WaitlistPageQuery, { signal }: { signal?: AbortSignal } = {}): Promise<WaitlistPage> {
  const live = await attempt(waitlistPagePath(query), signal);
  if (!(live instanceof Error) && live.ok) {
    const entries = (await live.json()) as WaitlistRow[];
    const total = Number(live.headers.get('X-Total-Count') ?? entries.length);
    return { entries, total: Number.isFinite(total) ? total : entries.length, page: query.page, limit: query.limit, source: 'live' };
  }
  const matching = sortWaitlist(filterWaitlist(await sampleRows(signal), query.q, query.type), { key: query.sort, direction: query.order });
  const offset = (query.page - 1) * query.limit;
  return { entries: matching.slice(offset, offset + query.limit), total: matching.length, page: query.page, limit: query.limit, source: 'sample' };
}

/** GET /api/waitlist/summary (counts, not rows); the sample list's figures when it fails. */
export async function getWaitlistSummary({ signal }: { signal?: AbortSignal } = {}): Promise<WaitlistSummary> {
  const live = await attempt('/api/waitlist/summary', signal);
  if (!(live instanceof Error) && live.ok) return (await live.json()) as WaitlistSummary;
  return summarizeWaitlist(await sampleRows(signal));
}

/** One page of the admin's waitlist, polled every 10 seconds (business-side section 9) for the same query. */
export const waitlistPageQueryOptions = (query: WaitlistPageQuery) =>
  queryOptions({
    queryKey: ['admin', 'waitlist', 'page', query],
    queryFn: ({ signal }) => getWaitlistPage(query, { signal }),
    refetchInterval: WAITLIST_REFRESH_MS,
    // The rows stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** The summary cards' figures, polled with the table. */
export const waitlistSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'waitlist', 'summary'],
    queryFn: ({ signal }) => getWaitlistSummary({ signal }),
    refetchInterval: WAITLIST_REFRESH_MS,
  });

export function useWaitlistPage(query: WaitlistPageQuery) {
  return useQuery(waitlistPageQueryOptions(query));
}

export function useWaitlistSummary() {
  return useQuery(waitlistSummaryQueryOptions());
}
