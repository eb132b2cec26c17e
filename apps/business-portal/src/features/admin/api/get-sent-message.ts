import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentMailResponse } from '@marketplace/core/mail/schemas/sent-mail.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { sentMailKey } from './get-sent-mail.js';

/** One outbox email with its text and previewable HTML (core's response type). */
export type SentMessage = SentMailResponse;

/** GET /api/admin/mail/:id (the special admin only). */
export const sentMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...sentMailKey(), 'one', id],
    queryFn: ({ signal }) => apiFetch<SentMessage>(`/api/admin/mail/${id}`, { signal }),
    // Its status changes while it waits or retries: opened again, it is asked again.
    staleTime: 0,
    retry: false,
  });

export function useSentMessage(id: number) {
  return useQuery(sentMessageQueryOptions(id));
}
