import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WAITLIST_REFRESH_MS } from '@marketplace/core/waitlist/domain/waitlist-export';
import { DEFAULT_WAITLIST_ORDER, type SortOrder, type WaitlistSortKey } from '@marketplace/core/waitlist/domain/waitlist-order';
import { DEFAULT_WAITLIST_PAGE_SIZE } from '@marketplace/core/waitlist/schemas/waitlist-query.schema';
import type { WaitlistEntryListResponse, WaitlistEntryResponse } from '@marketplace/core/waitlist/schemas/waitlist.response';
import { apiFetchAnswer } from '@marketplace/web-common/api/api-client';
import { filterWaitlist, sortWaitlist, type WaitlistTypeFilter } from '../waitlist-table.js';
import { sampleRowsInstead } from './get-sample-waitlist.js';

/** A waitlist entry as GET /api/waitlist (and the sample list) answers it (core's response type). */
export type WaitlistRow = WaitlistEntryResponse;

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
  try {
    const { body: entries, headers } = await apiFetchAnswer<WaitlistEntryListResponse>(waitlistPagePath(query), signal ? { signal } : {});
    const total = Number(headers.get('X-Total-Count') ?? entries.length);
    return { entries, total: Number.isFinite(total) ? total : entries.length, page: query.page, limit: query.limit, source: 'live' };
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  const matching = sortWaitlist(filterWaitlist(await sampleRowsInstead(signal), query.q, query.type), { key: query.sort, direction: query.order });
  const offset = (query.page - 1) * query.limit;
  return { entries: matching.slice(offset, offset + query.limit), total: matching.length, page: query.page, limit: query.limit, source: 'sample' };
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

export function useWaitlistPage(query: WaitlistPageQuery) {
  return useQuery(waitlistPageQueryOptions(query));
}
