import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminBusinessesQuerySchema } from '@marketplace/core/admin/schemas/admin-businesses-query.schema';
import { adminBusinessPageSchema, platformFiguresSchema } from '@marketplace/core/admin/schemas/admin.response';
import { errors, json, SIGNED_IN } from './operations.js';

const tags = ['Admin'];

export const adminPaths: ZodOpenApiPathsObject = {
  '/api/admin/businesses': {
    get: {
      tags,
      summary: 'Businesses to review (admin)',
      security: SIGNED_IN,
      requestParams: { query: adminBusinessesQuerySchema },
      responses: { '200': json(adminBusinessPageSchema, 'A page of businesses with their deal counts.'), ...errors(400, 401, 403) },
    },
  },
  '/api/admin/stats': {
    get: {
      tags,
      summary: 'Platform figures (admin)',
      security: SIGNED_IN,
      responses: { '200': json(platformFiguresSchema, 'Accounts, deals, sales and waitlist in figures.'), ...errors(401, 403) },
    },
  },
};
