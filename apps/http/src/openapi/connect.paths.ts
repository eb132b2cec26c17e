import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { connectOnboardingSchema, connectStateSchema } from '@marketplace/core/connect/schemas/connect.response';
import { errors, json, SIGNED_IN } from './operations.js';

const tags = ['Business'];

export const connectPaths: ZodOpenApiPathsObject = {
  '/api/business/connect': {
    get: {
      tags,
      summary: "The business's payout account (Stripe Connect) in plain words",
      security: SIGNED_IN,
      responses: { '200': json(connectStateSchema, 'Whether payouts are on and what Stripe still needs.'), ...errors(401, 403) },
    },
  },
  '/api/business/connect/onboarding': {
    post: {
      tags,
      summary: 'Start or resume payout onboarding ("Get paid")',
      description:
        'Creates the business\'s Stripe Express account the first time, then a fresh one-time onboarding link. In demo mode the link is the portal\'s demo onboarding page.',
      security: SIGNED_IN,
      responses: { '200': json(connectOnboardingSchema, 'Where to send the browser.'), ...errors(401, 402, 403) },
    },
  },
  '/api/business/connect/check': {
    post: {
      tags,
      summary: 'Read the payout account from Stripe now (back from onboarding)',
      security: SIGNED_IN,
      responses: { '200': json(connectStateSchema, 'The state as Stripe reports it now.'), ...errors(401, 402, 403) },
    },
  },
};
