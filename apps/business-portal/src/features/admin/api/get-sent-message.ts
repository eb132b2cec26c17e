import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentMailResponse } from '@marketplace/core/admin/schemas/sent-mail.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { sentMailKey } from './get-sent-mail.js';

/** One caught message with its text and HTML (core's response type). */
export type SentMessage = SentMailResponse;

/** GET /api/admin/mail/:id (the special admin only). */
export const sentMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sentMailKey(), id],
    queryFn: ({ signal }) => apiFetch<SentMessage>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export function useSentMessage(id: string | null) {
  return useQuery({ ...sentMessageQueryOptions(id ?? ''), enabled: id !== null });
}
