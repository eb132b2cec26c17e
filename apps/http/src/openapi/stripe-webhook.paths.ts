import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { paymentEventReceiptSchema } from '@marketplace/core/payments/schemas/payment-event.response';
import { errorResponseSchema } from '@marketplace/core/shared/schemas/common.response';
import { json } from './operations.js';

export const stripeWebhookPaths: ZodOpenApiPathsObject = {
  '/api/stripe/webhook': {
    post: {
      tags: ['Payments'],
      summary: "Stripe's signed events (when Stripe is configured)",
      description: 'The signature is checked over the raw body. Each event is handled once; a failure answers 500 so Stripe delivers it again.',
      requestParams: { header: z.object({ 'stripe-signature': z.string().meta({ description: "Stripe's signature of the raw body." }) }) },
      requestBody: {
        required: true,
        content: { 'application/json': { schema: z.looseObject({ id: z.string(), type: z.string() }).meta({ description: 'A Stripe event.' }) } },
      },
      responses: {
        '200': json(paymentEventReceiptSchema, 'Received (and handled, or already handled before).'),
        '400': json(errorResponseSchema, 'A bad or stale signature, or a payload that is not a Stripe event; nothing changed.'),
        default: json(errorResponseSchema, 'Handling failed: Stripe delivers the event again.'),
      },
    },
  },
};
