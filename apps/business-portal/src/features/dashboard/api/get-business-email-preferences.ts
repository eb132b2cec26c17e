import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessEmailPreferencesResponse } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/business/email-preferences: whether the business gets the weekly summary email. */
export const businessEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'email-preferences'],
    queryFn: ({ signal }) => apiFetch<BusinessEmailPreferencesResponse>('/api/business/email-preferences', { signal }),
  });

export function useBusinessEmailPreferences() {
  return useQuery(businessEmailPreferencesQueryOptions());
}
