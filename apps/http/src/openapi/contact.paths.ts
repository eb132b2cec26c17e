import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { contactMessagesQuerySchema, contactPayloadSchema, contactStatusPayloadSchema } from '@marketplace/core/contact/schemas/contact-message.schema';
import { contactMessagePageSchema, contactMessageSchema } from '@marketplace/core/contact/schemas/contact-message.response';
import { createdWithMessageSchema } from '@marketplace/core/shared/schemas/common.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Contact'];

export const contactPaths: ZodOpenApiPathsObject = {
  '/api/contact': {
    post: {
      tags,
      summary: 'Send a message to the team',
      description: 'Limited per client address.',
      requestBody: jsonBody(contactPayloadSchema),
      responses: { '201': json(createdWithMessageSchema, 'The message and the thanks.'), ...errors(400, 429) },
    },
  },
  '/api/admin/contact-messages': {
    get: {
      tags,
      summary: 'Messages to the team (admin)',
      security: SIGNED_IN,
      requestParams: { query: contactMessagesQuerySchema },
      responses: { '200': json(contactMessagePageSchema, 'A page of messages and the counts per status.'), ...errors(400, 401, 403) },
    },
  },
  '/api/admin/contact-messages/{id}': {
    patch: {
      tags,
      summary: "Change a message's status (admin)",
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(contactStatusPayloadSchema),
      responses: { '200': json(contactMessageSchema, 'The message.'), ...errors(400, 401, 403, 404) },
    },
  },
};
