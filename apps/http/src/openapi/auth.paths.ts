import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminLoginPayloadSchema } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { businessLoginPayloadSchema, businessRegisterPayloadSchema } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { registerPayloadSchema, signInPayloadSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { updateProfilePayloadSchema } from '@marketplace/core/accounts/schemas/profile.schema';
import { accountSchema, businessAccountSchema, userAccountSchema } from '@marketplace/core/accounts/schemas/account.response';
import { messageResponseSchema } from '@marketplace/core/shared/schemas/common.response';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Accounts'];
const signsIn = 'Sets the session cookie.';

export const authPaths: ZodOpenApiPathsObject = {
  '/api/user': {
    get: { tags, summary: 'The signed-in account', security: SIGNED_IN, responses: { '200': json(accountSchema, 'The account.'), ...errors(401) } },
    patch: {
      tags,
      summary: "Change the profile: the email, and a customer's username",
      security: SIGNED_IN,
      requestBody: jsonBody(updateProfilePayloadSchema),
      responses: { '200': json(accountSchema, 'The changed account.'), ...errors(400, 401, 409) },
    },
  },
  '/api/register': {
    post: {
      tags,
      summary: 'Sign up as a customer',
      description: `Limited per client address. ${signsIn}`,
      requestBody: jsonBody(registerPayloadSchema),
      responses: { '201': json(userAccountSchema, 'The new account, signed in.'), ...errors(400, 409, 429) },
    },
  },
  '/api/login': {
    post: {
      tags,
      summary: 'Sign in as a customer',
      description: `Failed attempts are limited per email and per address. ${signsIn}`,
      requestBody: jsonBody(signInPayloadSchema),
      responses: { '200': json(userAccountSchema, 'The account, signed in.'), ...errors(400, 401, 429) },
    },
  },
  '/api/business/register': {
    post: {
      tags,
      summary: 'Sign up as a business',
      description: `Limited per client address. The business starts unverified: its deals stay drafts until the team verifies it. ${signsIn}`,
      requestBody: jsonBody(businessRegisterPayloadSchema),
      responses: { '201': json(businessAccountSchema, 'The new business account, signed in.'), ...errors(400, 409, 429) },
    },
  },
  '/api/business/login': {
    post: {
      tags,
      summary: 'Sign in as a business',
      description: signsIn,
      requestBody: jsonBody(businessLoginPayloadSchema),
      responses: { '200': json(businessAccountSchema, 'The business account, signed in.'), ...errors(400, 401, 429) },
    },
  },
  '/api/admin/login': {
    post: {
      tags,
      summary: 'Sign in as the admin',
      description: signsIn,
      requestBody: jsonBody(adminLoginPayloadSchema),
      responses: { '200': json(userAccountSchema, 'The admin account, signed in.'), ...errors(400, 401, 429) },
    },
  },
  '/api/demo-login/{kind}': {
    post: {
      tags,
      summary: 'Sign in as the demo customer or the demo business (demo mode only)',
      description: signsIn,
      requestParams: { path: z.object({ kind: z.enum(['user', 'business']) }) },
      responses: { '200': json(accountSchema, 'The demo account, signed in.'), ...errors(404) },
    },
  },
  '/api/logout': {
    post: { tags, summary: 'Sign out', description: 'Ends the session and clears its cookie.', responses: { '200': json(messageResponseSchema, 'Signed out.'), ...errors() } },
  },
};
