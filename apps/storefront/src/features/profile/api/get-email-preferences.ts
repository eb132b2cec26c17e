import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailPreferencesResponse } from '@marketplace/core/accounts/schemas/account.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/user/email-preferences: the signed-in customer's choice of emails. */
export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'email-preferences'],
    queryFn: ({ signal }) => apiFetch<EmailPreferencesResponse>('/api/user/email-preferences', { signal }),
  });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}
