import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationListResponse } from '@marketplace/core/locations/schemas/location.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { locationsQueryOptions } from '../../../api/get-locations.js';

/** DELETE /api/business/locations/{id}: removes a location; the answer (the remaining ones) replaces the cached list. */
export function useRemoveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => apiFetch<LocationListResponse>(`/api/business/locations/${id}`, { method: 'DELETE' }),
    onSuccess: (list, { name }) => {
      queryClient.setQueryData(locationsQueryOptions().queryKey, list);
      toast({ title: 'Location removed', description: `${name} no longer shows on your deal pages.` });
    },
    onError: (error) => toast({ title: 'Location not removed', description: errorDescription(error), variant: 'destructive' }),
  });
}
