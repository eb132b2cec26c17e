import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIdsResponse, FavoriteListResponse, FavoriteStateResponse } from '@marketplace/core/favorites/schemas/favorite.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';

export type FavoriteList = FavoriteListResponse;
export type FavoriteEntry = FavoriteListResponse['favorites'][number];

/**
 * The customer's favourites come from their own calls, never from the catalogue's answers (which
 * stay the same for everyone, and cacheable). Keyed by the customer: another account on this
 * device never sees this one's hearts.
 */
export const favoriteIdsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['favorites', customerId, 'ids'],
    queryFn: ({ signal }) => apiFetch<FavoriteIdsResponse>('/api/favorites/ids', { signal }),
  });

/** GET /api/favorites: the saved businesses, newest first, with their live deals. */
export const favoritesQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['favorites', customerId, 'list'],
    queryFn: ({ signal }) => apiFetch<FavoriteListResponse>('/api/favorites', { signal }),
  });

const allFavoritesKey = (customerId: number) => ['favorites', customerId] as const;

/** Only for a signed-in customer (`customerId`); disabled otherwise. */
export function useFavoriteIds(customerId: number | null) {
  return useQuery({ ...favoriteIdsQueryOptions(customerId ?? 0), enabled: customerId !== null });
}

export function useFavorites(customerId: number) {
  return useQuery(favoritesQueryOptions(customerId));
}

export interface FavoriteChange {
  businessId: number;
  businessName: string;
  /** true: save (PUT); false: remove (DELETE). */
  favorited: boolean;
}

/**
 * Saves or removes a favourite. The hearts and the Favorites tab change at once (optimistic); a
 * refusal puts both back as they were and says why.
 */
export function useToggleFavorite(customerId: number) {
  const queryClient = useQueryClient();
  const ids = favoriteIdsQueryOptions(customerId);
  const list = favoritesQueryOptions(customerId);
  return useMutation({
    mutationFn: ({ businessId, favorited }: FavoriteChange) =>
      apiFetch<FavoriteStateResponse>(`/api/favorites/${businessId}`, { method: favorited ? 'PUT' : 'DELETE' }),
    onMutate: async ({ businessId, favorited }) => {
      await queryClient.cancelQueries({ queryKey: allFavoritesKey(customerId) });
      const before = { ids: queryClient.getQueryData(ids.queryKey), list: queryClient.getQueryData(list.queryKey) };
      queryClient.setQueryData(ids.queryKey, (current) => {
        const others = (current?.businessIds ?? []).filter((id) => id !== businessId);
        return { businessIds: favorited ? [businessId, ...others] : others };
      });
      if (!favorited) {
        queryClient.setQueryData(list.queryKey, (current) =>
          current ? { favorites: current.favorites.filter((entry) => entry.business.id !== businessId) } : current,
        );
      }
      return before;
    },
    onError: (error, { businessName, favorited }, before) => {
      if (before) {
        queryClient.setQueryData(ids.queryKey, before.ids);
        queryClient.setQueryData(list.queryKey, before.list);
      }
      toast({
        title: favorited ? `${businessName} was not saved` : `${businessName} was not removed`,
        description: errorDescription(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allFavoritesKey(customerId) }),
  });
}
