import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { demoCardSchema } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { demoPaymentConfirmationSchema } from '@marketplace/core/purchases/schemas/purchase.response';
import { payloadObject, requiredString } from '@marketplace/core/shared/validation/messages';
import { subscriptionConfirmationSchema } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { connectStateSchema } from '@marketplace/core/connect/schemas/connect.response';
import { demoOnboardingPayloadSchema } from '@marketplace/core/connect/schemas/connect-payloads.schema';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Demo payments'];

/** The router reads the client secret with this rule and the card with demoCardSchema. */
const confirmationBody = payloadObject({ clientSecret: requiredString({ label: 'Client secret', max: 300 }), card: demoCardSchema });
const demoOnly = 'Demo payment mode only (404 otherwise): the demo card form stands in for the card provider.';

export const demoPaymentsPaths: ZodOpenApiPathsObject = {
  '/api/demo-payments/confirm': {
    post: {
      tags,
      summary: 'Pay a checkout with the demo card (customer)',
      description: demoOnly,
      security: SIGNED_IN,
      requestBody: jsonBody(confirmationBody),
      responses: { '200': json(demoPaymentConfirmationSchema, 'The payment intent and its status.'), ...errors(400, 401, 402, 403, 404) },
    },
  },
  '/api/demo-payments/confirm-subscription': {
    post: {
      tags,
      summary: "Pay a subscription's first invoice with the demo card (business)",
      description: demoOnly,
      security: SIGNED_IN,
      requestBody: jsonBody(confirmationBody),
      responses: { '200': json(subscriptionConfirmationSchema, 'The subscription and the payment status.'), ...errors(400, 401, 402, 403, 404) },
    },
  },
  '/api/demo-payments/connect/complete': {
    post: {
      tags,
      summary: "Complete the demo payout onboarding (business, its own account)",
      description: 'Demo payment mode only (404 otherwise): the demo onboarding page stands in for Stripe\'s hosted onboarding.',
      security: SIGNED_IN,
      requestBody: jsonBody(demoOnboardingPayloadSchema),
      responses: { '200': json(connectStateSchema, 'The payout account, now enabled.'), ...errors(400, 401, 403, 404) },
    },
  },
};
