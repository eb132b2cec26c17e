import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { locationCreateSchema, locationPatchSchema } from '@marketplace/core/locations/schemas/location.schema';
import { locationListSchema, locationSchema } from '@marketplace/core/locations/schemas/location.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Locations'];

const COORDINATES =
  'Latitude and longitude: both or neither. Without them the location is placed at its zip code\'s centre from the bundled US zip code dataset; a zip code the dataset does not know leaves them null (and then city and state are required).';

export const locationsPaths: ZodOpenApiPathsObject = {
  '/api/business/locations': {
    get: {
      tags,
      summary: "The business's active locations, oldest first (every team role)",
      description: "Each with its opening hours and today's hours on the business's time zone (`today.text`, `today.openNow`).",
      security: SIGNED_IN,
      responses: { '200': json(locationListSchema, 'The locations.'), ...errors(401, 403) },
    },
    post: {
      tags,
      summary: 'Add a location (owner)',
      description: `Hours: per weekday a list of { opens, closes } (24-hour HH:MM; a closing time before the opening time runs past midnight); an empty list is a closed day; no overlaps. A blank city or state comes from the zip code. ${COORDINATES}`,
      security: SIGNED_IN,
      requestBody: jsonBody(locationCreateSchema),
      responses: { '201': json(locationSchema, 'The new location.'), ...errors(400, 401, 403) },
    },
  },
  '/api/business/locations/{id}': {
    patch: {
      tags,
      summary: 'Change a location (owner)',
      description: `Any of the fields. Latitude and longitude set the map point; both null put it back at the zip code's centre; absent keeps it unless the zip code changes. Another business's location is 404. ${COORDINATES}`,
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(locationPatchSchema),
      responses: { '200': json(locationSchema, 'The location after the change.'), ...errors(400, 401, 403, 404) },
    },
    delete: {
      tags,
      summary: 'Remove (archive) a location (owner)',
      description: 'The redemption log keeps naming it. The last active location cannot be removed (409 `location.last_active`). Another business\'s location is 404.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(locationListSchema, 'The remaining locations.'), ...errors(401, 403, 404, 409) },
    },
  },
};
