import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListResponse } from '@marketplace/core/locations/schemas/location.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A location of the business with today's hours, as GET /api/business/locations answers it. */
export type BusinessLocation = LocationListResponse['locations'][number];

/** GET /api/business/locations: the business's active locations, oldest first (every team role: the Locations page, the till). */
export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'locations'],
    queryFn: ({ signal }) => apiFetch<LocationListResponse>('/api/business/locations', { signal }),
  });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
