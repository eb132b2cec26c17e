import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { businessesQuerySchema } from '@marketplace/core/accounts/schemas/businesses-query.schema';
import { publicBusinessListSchema } from '@marketplace/core/accounts/schemas/account.response';
import { publicFiguresSchema } from '@marketplace/core/admin/schemas/admin.response';
import { categoryListSchema } from '@marketplace/core/deals/schemas/deal.response';
import { publicConfigSchema } from '@marketplace/core/deployment/schemas/deployment.response';
import { errors, json, pageHeaders } from './operations.js';

const tags = ['Reference'];

export const metaPaths: ZodOpenApiPathsObject = {
  '/api/platform-figures': {
    get: {
      tags,
      summary: 'Public counts for the Partnerships page',
      description: 'Counted at most once a minute per server.',
      responses: { '200': json(publicFiguresSchema, 'The counts.'), ...errors() },
    },
  },
  '/api/categories': {
    get: { tags, summary: 'The deal categories', responses: { '200': json(categoryListSchema, 'Every category, by id.'), ...errors() } },
  },
  '/api/businesses': {
    get: {
      tags,
      summary: 'Public business listings, a page at a time',
      requestParams: { query: businessesQuerySchema },
      responses: { '200': { ...json(publicBusinessListSchema, 'The page’s businesses.'), headers: pageHeaders }, ...errors(400) },
    },
  },
  '/api/config': {
    get: {
      tags,
      summary: 'What the web apps need to know about this server',
      description: 'Never a credential: the publishable key only.',
      responses: { '200': json(publicConfigSchema, 'Demo mode, payment mode, the publishable key.'), ...errors() },
    },
  },
};
