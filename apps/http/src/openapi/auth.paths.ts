import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { adminLoginPayloadSchema } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { businessLoginPayloadSchema, businessRegisterPayloadSchema } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { registerPayloadSchema, signInPayloadSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { updateProfilePayloadSchema } from '@marketplace/core/accounts/schemas/profile.schema';
import {
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  confirmEmailChangePayloadSchema,
  forgotPasswordPayloadSchema,
  resetPasswordPayloadSchema,
} from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { accountSchema, businessAccountSchema, userAccountSchema } from '@marketplace/core/accounts/schemas/account.response';
import { messageResponseSchema } from '@marketplace/core/shared/schemas/common.response';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Accounts'];
const signsIn = 'Sets the session cookie.';

/** A "Forgot password?" request: the same 202 whether or not the email belongs to an account. */
function resetRequest(path: string, who: string): ZodOpenApiPathsObject {
  return {
    [path]: {
      post: {
        tags,
        summary: `Ask for a password reset link for ${who}`,
        description:
          'When an account of this kind uses the email, a single-use link (30 minutes) is emailed to it and its earlier links stop working. The answer is the same either way. Limited per client address and per email.',
        requestBody: jsonBody(forgotPasswordPayloadSchema),
        responses: { '202': json(messageResponseSchema, 'Always the same message.'), ...errors(400, 429) },
      },
    },
  };
}

export const authPaths: ZodOpenApiPathsObject = {
  '/api/user': {
    get: { tags, summary: 'The signed-in account', security: SIGNED_IN, responses: { '200': json(accountSchema, 'The account.'), ...errors(401) } },
    patch: {
      tags,
      summary: "Change the profile: a customer's username",
      description: 'The email is sent as it is: a different one is refused (400), emails change through POST /api/user/email-change.',
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
  ...resetRequest('/api/password-reset', 'a customer'),
  ...resetRequest('/api/business/password-reset', 'a business'),
  ...resetRequest('/api/admin/password-reset', 'the admin'),
  '/api/password-reset/complete': {
    post: {
      tags,
      summary: 'Choose a new password with the token of a reset link',
      description: `The token works once, for 30 minutes. Every session of the account ends; ${signsIn.toLowerCase()} Invalid, expired and used tokens are refused alike (400); such failures are limited per address.`,
      requestBody: jsonBody(resetPasswordPayloadSchema),
      responses: { '200': json(accountSchema, 'The account, signed in under a new session.'), ...errors(400, 429) },
    },
  },
  '/api/user/password': {
    post: {
      tags,
      summary: 'Change the password (customer or business)',
      description: `The current password is required (a wrong one: 400; wrong ones are limited per account). Every session of the account ends; this browser gets a new one. ${signsIn}`,
      security: SIGNED_IN,
      requestBody: jsonBody(changePasswordPayloadSchema),
      responses: { '200': json(messageResponseSchema, 'Changed.'), ...errors(400, 401, 429) },
    },
  },
  '/api/user/email-change': {
    post: {
      tags,
      summary: 'Ask to change the email (customer or business)',
      description:
        'The current password is required. A confirmation link (24 hours) goes to the new address and a notice to the current one; the email changes once the link is opened (POST /api/email-change/confirm). A new address another account of the same kind uses: 409. The admin has none (403).',
      security: SIGNED_IN,
      requestBody: jsonBody(changeEmailPayloadSchema),
      responses: { '202': json(messageResponseSchema, 'Where the confirmation went.'), ...errors(400, 401, 403, 409, 429) },
    },
  },
  '/api/email-change/confirm': {
    post: {
      tags,
      summary: 'Confirm an email change with the token of the link sent to the new address',
      description: 'No session needed. The address is checked free again (409 when another account took it meanwhile); the old address is told of the change.',
      requestBody: jsonBody(confirmEmailChangePayloadSchema),
      responses: { '200': json(messageResponseSchema, 'Changed.'), ...errors(400, 409, 429) },
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
