import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { waitlistQuerySchema } from '@marketplace/core/waitlist/schemas/waitlist-query.schema';
import { waitlistPayloadSchema } from '@marketplace/core/waitlist/schemas/waitlist.schema';
import { waitlistEntryListSchema, waitlistSummarySchema } from '@marketplace/core/waitlist/schemas/waitlist.response';
import { verifiedBusinessSchema } from '@marketplace/core/accounts/schemas/account.response';
import { createdWithMessageSchema } from '@marketplace/core/shared/schemas/common.response';
import { errors, idPathParams, json, jsonBody, pageHeaders, SIGNED_IN } from './operations.js';

const tags = ['Waitlist'];
const viewers = 'The admin and business owners.';

export const waitlistPaths: ZodOpenApiPathsObject = {
  '/api/waitlist': {
    post: {
      tags,
      summary: 'Join the waitlist',
      description: 'Limited per client address.',
      requestBody: jsonBody(waitlistPayloadSchema),
      responses: { '201': json(createdWithMessageSchema, 'The entry and the thanks.'), ...errors(400, 429) },
    },
    get: {
      tags,
      summary: 'A page of the waitlist',
      description: viewers,
      security: SIGNED_IN,
      requestParams: { query: waitlistQuerySchema },
      responses: { '200': { ...json(waitlistEntryListSchema, 'The page’s entries.'), headers: pageHeaders }, ...errors(400, 401, 403) },
    },
  },
  '/api/waitlist/summary': {
    get: {
      tags,
      summary: 'The waitlist in figures',
      description: viewers,
      security: SIGNED_IN,
      responses: { '200': json(waitlistSummarySchema, 'Counts and the average rating.'), ...errors(401, 403) },
    },
  },
  '/api/waitlist/export.csv': {
    get: {
      tags,
      summary: 'Every matching entry as CSV',
      description: `${viewers} RFC 4180 CSV, oldest first, streamed; cells a spreadsheet would run as a formula are prefixed with '.`,
      security: SIGNED_IN,
      requestParams: { query: waitlistQuerySchema },
      responses: {
        '200': { description: 'The CSV file (as an attachment).', content: { 'text/csv': { schema: z.string() } } },
        ...errors(400, 401, 403),
      },
    },
  },
  '/api/admin/sample-waitlist': {
    get: {
      tags,
      summary: 'Sample rows the admin page falls back to',
      description: viewers,
      security: SIGNED_IN,
      responses: { '200': json(waitlistEntryListSchema, 'Fixed sample entries.'), ...errors(401, 403) },
    },
  },
  '/api/admin/businesses/{id}/verify': {
    post: {
      tags: ['Admin'],
      summary: 'Verify a business (admin)',
      description: 'Publishes its draft deals.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(verifiedBusinessSchema, 'The business and how many deals published.'), ...errors(401, 403, 404) },
    },
  },
};
