import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { redeemCodePayloadSchema, validateCodePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { businessStatsSchema, codeCheckSchema } from '@marketplace/core/purchases/schemas/purchase.response';
import { createdSubscriptionSchema, subscriptionStateSchema } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Business'];
const lookups = 'Failed look-ups are limited per business and per address.';

export const businessPaths: ZodOpenApiPathsObject = {
  '/api/business/validate-code': {
    post: {
      tags,
      summary: 'Check a scanned or typed code at the till',
      description: lookups,
      security: SIGNED_IN,
      requestBody: jsonBody(validateCodePayloadSchema),
      responses: { '200': json(codeCheckSchema, 'What the code unlocks and whether it can be redeemed.'), ...errors(400, 401, 403, 404, 429) },
    },
  },
  '/api/business/redeem': {
    post: {
      tags,
      summary: 'Redeem one use of a code at the till',
      description: lookups,
      security: SIGNED_IN,
      requestBody: jsonBody(redeemCodePayloadSchema),
      responses: { '200': json(codeCheckSchema, 'The code after the use.'), ...errors(400, 401, 403, 404, 409, 410, 429) },
    },
  },
  '/api/business/stats': {
    get: {
      tags,
      summary: "The signed-in business's sales figures",
      security: SIGNED_IN,
      responses: { '200': json(businessStatsSchema, 'Totals and one row per day with sales.'), ...errors(401, 403) },
    },
  },
  '/api/business/subscription': {
    get: {
      tags,
      summary: "The business's platform subscription",
      security: SIGNED_IN,
      responses: { '200': json(subscriptionStateSchema, 'The subscription, a client secret to pay with, or nothing.'), ...errors(401, 403) },
    },
  },
  '/api/business/create-subscription': {
    post: {
      tags,
      summary: 'Start a platform subscription',
      security: SIGNED_IN,
      responses: { '201': json(createdSubscriptionSchema, 'The subscription and the secret its first invoice is paid with.'), ...errors(401, 402, 403, 409) },
    },
  },
};
