import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminBusinessesQuerySchema } from '@marketplace/core/admin/schemas/admin-businesses-query.schema';
import { jobOverviewSchema, jobRetrySchema } from '@marketplace/core/admin/schemas/admin-jobs.response';
import { adminBusinessPageSchema, platformFiguresSchema } from '@marketplace/core/admin/schemas/admin.response';
import { sentMailQuerySchema } from '@marketplace/core/mail/schemas/sent-mail-query.schema';
import { sentMailListSchema, sentMailSchema } from '@marketplace/core/mail/schemas/sent-mail.response';
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
      summary: 'Sent mail: the email outbox (admin)',
      description:
        'Every email the server wrote to its outbox, newest first, with where its sending stands (sent, waiting, retrying with the last SMTP error); the same with the in-process catcher and with a mail provider. `status=unsent` lists the waiting and failing ones; `to` matches part of the recipient; `before` (the previous page\'s `nextBefore`) pages back.',
      security: SIGNED_IN,
      requestParams: { query: sentMailQuerySchema },
      responses: { '200': json(sentMailListSchema, 'A page of emails, newest first.'), ...errors(400, 401, 403) },
    },
  },
  '/api/admin/mail/{id}': {
    get: {
      tags,
      summary: 'One outbox email with its text and a previewable HTML (admin)',
      description: 'The HTML has its QR images drawn in as data: URLs (the stored email keeps `cid:` links); 404 `mail.not_found` for an unknown id.',
      security: SIGNED_IN,
      requestParams: { path: z.object({ id: z.string().meta({ description: 'The outbox email id, from the list.' }) }) },
      responses: { '200': json(sentMailSchema, 'The email and where its sending stands.'), ...errors(401, 403, 404) },
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
