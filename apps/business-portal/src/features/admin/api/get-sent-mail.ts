import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SentMailStatusFilter } from '@marketplace/core/mail/schemas/sent-mail-query.schema';
import type { SentMailListResponse, SentMailSummaryResponse } from '@marketplace/core/mail/schemas/sent-mail.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** An outbox email as GET /api/admin/mail lists it (core's response type). */
export type SentMailSummary = SentMailSummaryResponse;

export interface SentMailFilters {
  status: SentMailStatusFilter;
  /** Part of the recipient's address; blank for everyone. */
  to: string;
}

/** Every cached answer about sent mail lives under this key. */
export const sentMailKey = () => ['admin', 'mail'] as const;

/** GET /api/admin/mail (the special admin only): the outbox, newest first, a page at a time ("Load more"). */
export const sentMailQueryOptions = (filters: SentMailFilters) =>
  infiniteQueryOptions({
    queryKey: [...sentMailKey(), 'list', filters],
    queryFn: ({ signal, pageParam }) =>
      apiFetch<SentMailListResponse>('/api/admin/mail', {
        query: { status: filters.status === 'all' ? undefined : filters.status, to: filters.to.trim() || undefined, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSentMail(filters: SentMailFilters) {
  return useInfiniteQuery(sentMailQueryOptions(filters));
}
