import type { FavoriteBusiness } from '@marketplace/core/favorites/application/favorites.use-case';
import { centsToDollars } from '@marketplace/core/shared/domain/money';

export function presentFavorites(favorites: readonly FavoriteBusiness[]) {
  return {
    favorites: favorites.map(({ business, favoritedAt, deals }) => {
      const { city, state } = business.registeredAddress;
      return {
        business: { id: business.id, name: business.name, city, state },
        favoritedAt: favoritedAt.toISOString(),
        deals: deals.map((deal) => {
          const p = deal.toProps();
          return { id: p.id, title: p.title, price: centsToDollars(p.priceCents), discountPercent: p.discountPercent, imageUrl: p.imageUrl, endDate: p.endDate.toISOString() };
        }),
      };
    }),
  };
}

export function presentFavoriteIds(businessIds: readonly number[]) {
  return { businessIds: [...businessIds] };
}

export function presentFavoriteState(businessId: number, favorited: boolean) {
  return { businessId, favorited };
}
