import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { locationListSchema } from '@marketplace/core/locations/schemas/location.response';
import { errors, json, SIGNED_IN } from './operations.js';

const tags = ['Locations'];

export const locationsPaths: ZodOpenApiPathsObject = {
  '/api/business/locations': {
    get: {
      tags,
      summary: "The business's active locations, oldest first (every team role)",
      description: "Each with its opening hours and today's hours on the business's time zone (`today.text`, `today.openNow`).",
      security: SIGNED_IN,
      responses: { '200': json(locationListSchema, 'The locations.'), ...errors(401, 403) },
    },
  },
};
