import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminBusinessesQuerySchema } from '@marketplace/core/admin/schemas/admin-businesses-query.schema';
import { jobOverviewSchema, jobRetrySchema } from '@marketplace/core/admin/schemas/admin-jobs.response';
import { adminBusinessPageSchema, platformFiguresSchema } from '@marketplace/core/admin/schemas/admin.response';
import { sentMailListSchema, sentMailSchema } from '@marketplace/core/admin/schemas/sent-mail.response';
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
  '/api/admin/mail': {
    get: {
      tags,
      summary: 'Mail caught outside production (admin)',
      description: 'What the in-process SMTP catcher received, newest first; 404 `mail.catcher_off` when a mail provider (SMTP_URL) is configured.',
      security: SIGNED_IN,
      responses: { '200': json(sentMailListSchema, 'The most recent messages.'), ...errors(401, 403, 404) },
    },
  },
  '/api/admin/mail/{id}': {
    get: {
      tags,
      summary: 'One caught message with its text and HTML (admin)',
      security: SIGNED_IN,
      requestParams: { path: z.object({ id: z.string() }) },
      responses: { '200': json(sentMailSchema, 'The message; its HTML has the inline images embedded.'), ...errors(401, 403, 404) },
    },
  },
  '/api/admin/jobs': {
    get: {
      tags,
      summary: 'Background jobs (admin)',
      security: SIGNED_IN,
      responses: { '200': json(jobOverviewSchema, 'Each queue by state, and the latest failures with their error.'), ...errors(401, 403) },
    },
  },
  '/api/admin/jobs/{jobId}/retry': {
    post: {
      tags,
      summary: 'Retry a failed job (admin)',
      security: SIGNED_IN,
      requestParams: { path: z.object({ jobId: z.string().meta({ description: 'The job id (a UUID), from the failures list.' }) }) },
      responses: {
        '200': json(jobRetrySchema, 'The job is queued again.'),
        ...errors(401, 403, 404, 409),
      },
    },
  },
};
