import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { unsubscribeLinkSchema, unsubscribeRequestSchema, unsubscribeTokenQuerySchema } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { errors, json, jsonBody } from './operations.js';

const tags = ['Accounts'];
const unsubscribed = json(unsubscribeLinkSchema, 'Turned off (again is harmless): `subscribed` is false.');

export const unsubscribePaths: ZodOpenApiPathsObject = {
  '/api/unsubscribe': {
    get: {
      tags,
      summary: 'What an unsubscribe link turns off (changes nothing)',
      description: 'No sign-in: the signed token names the account and the email. A GET never changes anything, since mail scanners open links.',
      requestParams: { query: unsubscribeTokenQuerySchema },
      responses: { '200': json(unsubscribeLinkSchema, 'The email the link is about, and whether it is on.'), ...errors(400, 404) },
    },
    post: {
      tags,
      summary: 'Turn off the email an unsubscribe link names (the page’s button)',
      requestBody: jsonBody(unsubscribeRequestSchema),
      responses: { '200': unsubscribed, ...errors(400, 403, 404) },
    },
  },
  '/api/unsubscribe/one-click': {
    get: {
      tags,
      summary: 'The one-click address opened in a browser: redirects to the unsubscribe page (changes nothing)',
      requestParams: { query: unsubscribeTokenQuerySchema },
      responses: {
        '303': {
          description: 'To /unsubscribe?token=..., which asks first.',
          content: { 'text/plain': { schema: z.string() }, 'text/html': { schema: z.string() } },
        },
        ...errors(400),
      },
    },
    post: {
      tags,
      summary: 'One-click unsubscribe (RFC 8058), the address of the List-Unsubscribe header',
      description:
        'Mail providers POST `List-Unsubscribe=One-Click` (form-encoded) here from their servers; the token in the address decides, the body is not read.',
      requestParams: { query: unsubscribeTokenQuerySchema },
      requestBody: {
        required: false,
        content: { 'application/x-www-form-urlencoded': { schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }) } },
      },
      responses: { '200': unsubscribed, ...errors(400, 404) },
    },
  },
};
