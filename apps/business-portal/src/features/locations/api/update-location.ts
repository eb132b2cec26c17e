import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationPatch } from '@marketplace/core/locations/schemas/location.schema';
import type { LocationResponse } from '@marketplace/core/locations/schemas/location.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { locationsQueryOptions } from '../../../api/get-locations.js';

/** PATCH /api/business/locations/{id}: the changed fields; the answer replaces the location in the cached list. */
export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: LocationPatch }) =>
      apiFetch<LocationResponse>(`/api/business/locations/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: (location) => {
      queryClient.setQueryData(locationsQueryOptions().queryKey, (list) =>
        list ? { locations: list.locations.map((item) => (item.id === location.id ? location : item)) } : list,
      );
      toast({ title: 'Location saved', description: `${location.name}: ${location.today.text}.` });
    },
  });
}
