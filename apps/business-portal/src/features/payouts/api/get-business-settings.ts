import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSettingsResponse } from '@marketplace/core/accounts/schemas/business-settings.schema';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** GET /api/business/settings: the business's time zone. */
export const businessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'settings'],
    queryFn: ({ signal }) => apiFetch<BusinessSettingsResponse>('/api/business/settings', { signal }),
  });

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}
