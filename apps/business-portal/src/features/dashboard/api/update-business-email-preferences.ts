import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessEmailPreferencesResponse } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { businessEmailPreferencesQueryOptions } from './get-business-email-preferences.js';

/** PATCH /api/business/email-preferences: the weekly summary on or off; the answer replaces the cached choice. */
export function useUpdateBusinessEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BusinessEmailPreferencesResponse) =>
      apiFetch<BusinessEmailPreferencesResponse>('/api/business/email-preferences', { method: 'PATCH', body: changes }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(businessEmailPreferencesQueryOptions().queryKey, preferences);
      toast({ title: 'Preferences saved', description: preferences.weeklySummary ? 'The weekly summary email is on.' : 'The weekly summary email is off.' });
    },
    onError: (error) => toast({ title: 'Preferences not saved', description: errorDescription(error), variant: 'destructive' }),
  });
}
