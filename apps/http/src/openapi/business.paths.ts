import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { redeemCodePayloadSchema, validateCodePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { businessStatsSchema, codeCheckSchema } from '@marketplace/core/purchases/schemas/purchase.response';
import { createdSubscriptionSchema, subscriptionChangeSchema, subscriptionStateSchema } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Business'];
const lookups =
  'A text code as typed, or the scanned QR of the customer\'s live pass (`LP1.<token>.<step>.<mac>`, valid within one 30-second step either side); a bare QR token or an older step answers 410 "This code has expired; ask the customer to show the live code". Failed look-ups are limited per business and per address.';

export const businessPaths: ZodOpenApiPathsObject = {
  '/api/business/validate-code': {
    post: {
      tags,
      summary: 'Check a scanned or typed code at the till',
      description: lookups,
      security: SIGNED_IN,
      requestBody: jsonBody(validateCodePayloadSchema),
      responses: { '200': json(codeCheckSchema, 'What the code unlocks and whether it can be redeemed.'), ...errors(400, 401, 403, 404, 410, 429) },
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
      description:
        'Deals are listed for 30 days from verification, then while a subscription keeps them listed (until its period end; ' +
        '7 days after a failed payment); `listing` says where that stands.',
      security: SIGNED_IN,
      responses: {
        '200': json(subscriptionStateSchema, 'The subscription, a client secret to pay with, or neither; and the listing.'),
        ...errors(401, 403),
      },
    },
  },
  '/api/business/subscription/cancel': {
    post: {
      tags,
      summary: 'Cancel the subscription at the end of its period',
      description: 'The deals stay listed until the period ends; the subscription can be resumed until then. Cancelling twice changes nothing.',
      security: SIGNED_IN,
      responses: { '200': json(subscriptionChangeSchema, 'The subscription, now ending at its period end.'), ...errors(401, 402, 403, 409) },
    },
  },
  '/api/business/subscription/resume': {
    post: {
      tags,
      summary: 'Resume a cancelled subscription before its period ends',
      security: SIGNED_IN,
      responses: { '200': json(subscriptionChangeSchema, 'The subscription, renewing again.'), ...errors(401, 402, 403, 409) },
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
