import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { MAX_FAVORITES_PER_ACCOUNT } from '@marketplace/core/favorites/domain/favorite';
import { favoriteIdsSchema, favoriteListSchema, favoriteStateSchema } from '@marketplace/core/favorites/schemas/favorite.response';
import { errors, json, SIGNED_IN } from './operations.js';

const tags = ['Favorites'];

const businessIdParams = z.object({
  businessId: z.string().regex(/^[1-9]\d{0,8}$/).meta({ description: 'The business id; any other value answers 404.' }),
});

export const favoritesPaths: ZodOpenApiPathsObject = {
  '/api/favorites': {
    get: {
      tags,
      summary: "The customer's favourite businesses, newest first, each with its live deals (customer)",
      description: 'A saved business shoppers cannot see now (disabled, its listing ended) is left out until it is listed again.',
      security: SIGNED_IN,
      responses: { '200': json(favoriteListSchema, 'The favourites.'), ...errors(401, 403) },
    },
  },
  '/api/favorites/ids': {
    get: {
      tags,
      summary: 'The ids of the saved businesses, newest first (customer): what the hearts on the catalogue need',
      security: SIGNED_IN,
      responses: { '200': json(favoriteIdsSchema, 'The ids.'), ...errors(401, 403) },
    },
  },
  '/api/favorites/{businessId}': {
    put: {
      tags,
      summary: 'Save a business to the favourites (customer); saving it again changes nothing',
      description: `Up to ${MAX_FAVORITES_PER_ACCOUNT} per account (409 \`favorites.full\` beyond). An unknown, unverified, disabled or unlisted business is 404. Limited per account (429).`,
      security: SIGNED_IN,
      requestParams: { path: businessIdParams },
      responses: { '200': json(favoriteStateSchema, 'Saved.'), ...errors(401, 403, 404, 409, 429) },
    },
    delete: {
      tags,
      summary: 'Remove a business from the favourites (customer); removing one not saved changes nothing',
      description: 'A business that is neither saved nor visible is 404. Limited per account (429).',
      security: SIGNED_IN,
      requestParams: { path: businessIdParams },
      responses: { '200': json(favoriteStateSchema, 'Not saved.'), ...errors(401, 403, 404, 429) },
    },
  },
};
