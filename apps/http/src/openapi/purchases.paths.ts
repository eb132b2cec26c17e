import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { createPaymentIntentPayloadSchema, createPurchasePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { paymentIntentSchema, purchaseListSchema, purchaseSchema, usesAllowanceSchema } from '@marketplace/core/purchases/schemas/purchase.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Purchases'];

export const purchasesPaths: ZodOpenApiPathsObject = {
  '/api/create-payment-intent': {
    post: {
      tags,
      summary: 'Start a checkout (customer)',
      description: 'Quotes the price and creates one payment intent per checkout attempt.',
      security: SIGNED_IN,
      requestParams: {
        header: z.object({
          'idempotency-key': z
            .string()
            .regex(/^[A-Za-z0-9_-]{8,64}$/)
            .optional()
            .meta({ description: 'One per checkout attempt: a retried request never creates a second charge.' }),
        }),
      },
      requestBody: jsonBody(createPaymentIntentPayloadSchema),
      responses: { '200': json(paymentIntentSchema, 'What the browser confirms the payment with.'), ...errors(400, 401, 402, 403, 404, 409) },
    },
  },
  '/api/purchases': {
    post: {
      tags,
      summary: 'Record a paid purchase (customer)',
      description: 'The claim is checked against what the payment provider says was paid.',
      security: SIGNED_IN,
      requestBody: jsonBody(createPurchasePayloadSchema),
      responses: { '201': json(purchaseSchema, 'The purchase with its codes.'), ...errors(400, 401, 402, 403, 404, 409) },
    },
  },
  '/api/user/purchases': {
    get: {
      tags,
      summary: "The signed-in customer's purchases",
      security: SIGNED_IN,
      responses: { '200': json(purchaseListSchema, 'Every purchase of the customer.'), ...errors(401, 403) },
    },
  },
  '/api/user/deals/{id}/allowance': {
    get: {
      tags,
      summary: "The customer's uses left under a deal's per-customer cap",
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(usesAllowanceSchema, 'The allowance and the checkout’s uses range.'), ...errors(401, 403, 404) },
    },
  },
  '/api/purchases/{id}/redeem': {
    post: {
      tags,
      summary: 'Use one redemption of an own purchase (customer)',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(purchaseSchema, 'The purchase after the use.'), ...errors(401, 403, 404, 409, 410) },
    },
  },
};
