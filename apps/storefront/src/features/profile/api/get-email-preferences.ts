import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/user/email-preferences: the signed-in customer's choice of emails. */
export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'email-preferences'],
    queryFn: ({ signal }) => apiFetch<EmailPreferences>('/api/user/email-preferences', { signal }),
  });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}
