import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationCreate } from '@marketplace/core/locations/schemas/location.schema';
import type { LocationResponse } from '@marketplace/core/locations/schemas/location.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { locationsQueryOptions } from '../../../api/get-locations.js';

/** POST /api/business/locations: a new location; the list is read again. */
export function useAddLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: LocationCreate) => apiFetch<LocationResponse>('/api/business/locations', { method: 'POST', body: location }),
    onSuccess: (location) => {
      void queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey });
      toast({ title: 'Location added', description: `${location.name} is on your deal pages now.` });
    },
  });
}
