import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferencesResponse } from '@marketplace/core/accounts/schemas/account.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { emailPreferencesQueryOptions } from './get-email-preferences.js';

/** PATCH /api/user/email-preferences with one or more switches; the answer replaces the cached set. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferencesResponse>) =>
      apiFetch<EmailPreferencesResponse>('/api/user/email-preferences', { method: 'PATCH', body: changes }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, preferences);
      toast({ title: 'Preferences saved', description: 'Your email preferences have been updated.' });
    },
    onError: (error) => toast({ title: 'Preferences not saved', description: errorDescription(error), variant: 'destructive' }),
  });
}
