import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationListResponse } from '@marketplace/core/locations/schemas/location.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

export type TillLocations = LocationListResponse;

/** GET /api/business/locations: the business's open locations, oldest first (every team role may read them). */
export const tillLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'locations'],
    queryFn: ({ signal }) => apiFetch<TillLocations>('/api/business/locations', { signal }),
  });

export function useTillLocations() {
  return useQuery(tillLocationsQueryOptions());
}
