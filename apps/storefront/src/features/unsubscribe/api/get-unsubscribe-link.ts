import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeLinkResponse } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/unsubscribe?token=...: what the link would turn off; reading it changes nothing. */
export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiFetch<UnsubscribeLinkResponse>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    retry: false,
  });

export function useUnsubscribeLink(token: string) {
  return useQuery(unsubscribeLinkQueryOptions(token));
}
