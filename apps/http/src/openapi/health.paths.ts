import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { livenessSchema, readinessSchema } from '@marketplace/core/deployment/schemas/deployment.response';
import { json } from './operations.js';

const tags = ['Health'];

export const healthPaths: ZodOpenApiPathsObject = {
  '/healthz': {
    get: { tags, summary: 'Liveness: the process answers', responses: { '200': json(livenessSchema, 'Alive.') } },
  },
  '/readyz': {
    get: {
      tags,
      summary: 'Readiness: the database answers and the server is not stopping',
      responses: {
        '200': json(readinessSchema, 'Ready.'),
        '503': json(readinessSchema, 'Stopping, or the database is out of reach (with `Retry-After`).'),
      },
    },
  },
};
