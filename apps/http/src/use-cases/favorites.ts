import { ListFavoriteIds, ListFavorites, RemoveFavorite, SaveFavorite } from '@marketplace/core/favorites/application/favorites.use-case';
import { WriteFavoriteDealEmails } from '@marketplace/core/favorites/application/write-favorite-deal-emails.use-case';
import { TOKENS } from '../tokens.js';
import { type Get, noticePorts } from './ports.js';

const favoritePorts = (get: Get) => ({
  favorites: get(TOKENS.favorites),
  businesses: get(TOKENS.businesses),
  deals: get(TOKENS.deals),
  clock: get(TOKENS.clock),
});

/** Favourites: the customer's saved businesses, and the new-deal emails to their followers. */
export const FAVORITES_USE_CASES = {
  listFavorites: (get: Get) => new ListFavorites(favoritePorts(get)),
  listFavoriteIds: (get: Get) => new ListFavoriteIds(favoritePorts(get)),
  saveFavorite: (get: Get) => new SaveFavorite(favoritePorts(get)),
  removeFavorite: (get: Get) => new RemoveFavorite(favoritePorts(get)),
  writeFavoriteDealEmails: (get: Get) => new WriteFavoriteDealEmails({ ...noticePorts(get), ...favoritePorts(get) }),
};
