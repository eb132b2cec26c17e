import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactStatus } from '@marketplace/core/contact/domain/contact-message';
import type { ContactMessagePageResponse, ContactMessageResponse } from '@marketplace/core/contact/schemas/contact-message.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A message as GET /api/admin/contact-messages lists it (core's response type). */
export type AdminContactMessage = ContactMessageResponse;

export type AdminContactMessagePage = ContactMessagePageResponse;

export interface AdminContactMessagesQuery {
  status: ContactStatus | 'all';
  page: number;
}

/** Every cached page of the admin's contact messages lives under this key. */
export const adminContactMessagesKey = () => ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages (the special admin only): newest first, optionally by status. */
export const adminContactMessagesQueryOptions = (query: AdminContactMessagesQuery) =>
  queryOptions({
    queryKey: [...adminContactMessagesKey(), query],
    queryFn: ({ signal }) =>
      apiFetch<AdminContactMessagePage>('/api/admin/contact-messages', {
        query: { status: query.status === 'all' ? undefined : query.status, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminContactMessages(query: AdminContactMessagesQuery) {
  return useQuery(adminContactMessagesQueryOptions(query));
}
