import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentMailListResponse } from '@marketplace/core/admin/schemas/sent-mail.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A message as GET /api/admin/mail lists it (core's response type). */
export type SentMailSummary = SentMailListResponse['messages'][number];

/** Every cached answer about sent mail lives under this key. */
export const sentMailKey = () => ['admin', 'mail'] as const;

/** GET /api/admin/mail (the special admin only): what the in-process catcher received, newest first. */
export const sentMailQueryOptions = () =>
  queryOptions({
    queryKey: sentMailKey(),
    queryFn: ({ signal }) => apiFetch<SentMailListResponse>('/api/admin/mail', { signal }),
    staleTime: 0,
    // 404 mail.catcher_off is an answer, not a hiccup: asking again changes nothing.
    retry: false,
  });

export function useSentMail() {
  return useQuery(sentMailQueryOptions());
}
