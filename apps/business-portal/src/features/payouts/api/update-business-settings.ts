import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettingsPatch, BusinessSettingsResponse } from '@marketplace/core/accounts/schemas/business-settings.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { businessSettingsQueryOptions } from './get-business-settings.js';
import { payoutsKey } from './get-payouts-overview.js';

/** PATCH /api/business/settings: a new time zone; the answer replaces the cached settings, and statements are read again. */
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BusinessSettingsPatch) => apiFetch<BusinessSettingsResponse>('/api/business/settings', { method: 'PATCH', body: changes }),
    onSuccess: (settings) => {
      queryClient.setQueryData(businessSettingsQueryOptions().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: payoutsKey() });
      toast({ title: 'Time zone saved', description: `Your weekly statements now run Monday to Sunday in ${settings.timeZone}.` });
    },
    onError: (error) => toast({ title: 'Time zone not saved', description: errorDescription(error), variant: 'destructive' }),
  });
}
