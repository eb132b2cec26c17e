import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errors } from './operations.js';

const tags = ['API description'];

export const openApiPaths: ZodOpenApiPathsObject = {
  '/api/openapi.json': {
    get: {
      tags,
      summary: 'This document (OpenAPI 3.1)',
      responses: { '200': { description: 'The document.', content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } } } },
    },
  },
  '/api/docs': {
    get: {
      tags,
      summary: 'This document as a readable page (development only)',
      responses: { '200': { description: 'An HTML page.', content: { 'text/html': { schema: z.string() } } }, ...errors(404) },
    },
  },
};
