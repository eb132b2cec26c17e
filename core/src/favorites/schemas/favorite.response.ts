import { z } from 'zod';
import { dollarsSchema, idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** One live deal of a favourite, as the Favorites tab links to it. */
export const favoriteDealSchema = z
  .strictObject({
    id: idSchema,
    title: z.string(),
    price: dollarsSchema,
    discountPercent: z.number(),
    imageUrl: z.string().nullable(),
    endDate: isoDateTimeSchema,
  })
  .meta({ id: 'FavoriteDeal' });

/** One saved business: who, where, when it was saved, and its live deals (newest first). */
export const favoriteSchema = z
  .strictObject({
    business: z.strictObject({ id: idSchema, name: z.string(), city: z.string().nullable(), state: z.string().nullable() }),
    favoritedAt: isoDateTimeSchema,
    deals: z.array(favoriteDealSchema),
  })
  .meta({ id: 'Favorite' });

/** The customer's favourites, newest first. */
export const favoriteListSchema = z.strictObject({ favorites: z.array(favoriteSchema) }).meta({ id: 'FavoriteList' });
export type FavoriteListResponse = z.infer<typeof favoriteListSchema>;

/** Just the ids of the saved businesses, newest first: what the hearts need. */
export const favoriteIdsSchema = z.strictObject({ businessIds: z.array(idSchema) }).meta({ id: 'FavoriteIds' });
export type FavoriteIdsResponse = z.infer<typeof favoriteIdsSchema>;

/** Whether the business is saved after a PUT (true) or a DELETE (false). */
export const favoriteStateSchema = z.strictObject({ businessId: idSchema, favorited: z.boolean() }).meta({ id: 'FavoriteState' });
export type FavoriteStateResponse = z.infer<typeof favoriteStateSchema>;
