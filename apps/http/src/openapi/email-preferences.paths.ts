import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { businessEmailPreferencesPatchSchema, emailPreferencesPatchSchema } from '@marketplace/core/accounts/schemas/email-preferences.schema';
import { businessEmailPreferencesSchema } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { emailPreferencesSchema } from '@marketplace/core/accounts/schemas/account.response';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Accounts'];

export const emailPreferencesPaths: ZodOpenApiPathsObject = {
  '/api/user/email-preferences': {
    get: {
      tags,
      summary: "The signed-in customer's email choices",
      security: SIGNED_IN,
      responses: { '200': json(emailPreferencesSchema, 'The choices.'), ...errors(401, 403) },
    },
    patch: {
      tags,
      summary: 'Change email choices (customer); purchase receipts are always sent, so `purchaseReceipts: false` is refused',
      security: SIGNED_IN,
      requestBody: jsonBody(emailPreferencesPatchSchema),
      responses: { '200': json(emailPreferencesSchema, 'The choices after the change.'), ...errors(400, 401, 403) },
    },
  },
  '/api/business/email-preferences': {
    get: {
      tags,
      summary: "The signed-in business's email choices (the weekly summary)",
      security: SIGNED_IN,
      responses: { '200': json(businessEmailPreferencesSchema, 'The choices.'), ...errors(401, 403) },
    },
    patch: {
      tags,
      summary: 'Turn the weekly summary email on or off (business)',
      security: SIGNED_IN,
      requestBody: jsonBody(businessEmailPreferencesPatchSchema),
      responses: { '200': json(businessEmailPreferencesSchema, 'The choices after the change.'), ...errors(400, 401, 403) },
    },
  },
};
