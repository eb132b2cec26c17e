import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { businessAccountSchema } from '@marketplace/core/accounts/schemas/account.response';
import { acceptInvitationPayloadSchema, changeStaffRolePayloadSchema, inviteStaffPayloadSchema } from '@marketplace/core/team/schemas/team.schema';
import { invitationSchema, sentInvitationSchema, teamMemberChangeSchema, teamSchema } from '@marketplace/core/team/schemas/team.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Team'];
const ownerOnly = "The business's owner only: staff get 403 `auth.owner_only`. A member of another business is 404.";

export const teamPaths: ZodOpenApiPathsObject = {
  '/api/business/team': {
    get: {
      tags,
      summary: "The business's staff, invited or active",
      description: ownerOnly,
      security: SIGNED_IN,
      responses: { '200': json(teamSchema, 'Every member not removed, oldest invitation first.'), ...errors(401, 403) },
    },
  },
  '/api/business/team/invitations': {
    post: {
      tags,
      summary: 'Invite someone as a manager or a cashier',
      description: `${ownerOnly} The invitation email goes through the outbox; the answer carries the link too, to pass on by hand. An email that signs in a business, or is on a team already, is 409.`,
      security: SIGNED_IN,
      requestBody: jsonBody(inviteStaffPayloadSchema),
      responses: { '201': json(sentInvitationSchema, 'The member (invited) and the link.'), ...errors(400, 401, 403, 409) },
    },
  },
  '/api/business/team/{id}/resend': {
    post: {
      tags,
      summary: 'Send an open invitation again, under a new link',
      description: `${ownerOnly} The earlier link stops working.`,
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(sentInvitationSchema, 'The member and the new link.'), ...errors(401, 403, 404, 409) },
    },
  },
  '/api/business/team/{id}': {
    patch: {
      tags,
      summary: "Change a member's role",
      description: `${ownerOnly} The member's sessions end; they sign in again with the new role.`,
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(changeStaffRolePayloadSchema),
      responses: { '200': json(teamMemberChangeSchema, 'The member with the new role.'), ...errors(400, 401, 403, 404) },
    },
    delete: {
      tags,
      summary: 'Remove a member, or cancel an invitation',
      description: `${ownerOnly} Their sessions end at once and their links stop working.`,
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(teamMemberChangeSchema, 'The member as they were.'), ...errors(401, 403, 404) },
    },
  },
  '/api/team/invitations/{token}': {
    get: {
      tags,
      summary: 'Who invites, for the accept page',
      requestParams: { path: z.object({ token: z.string().meta({ description: "The token of the invitation's link." }) }) },
      responses: { '200': json(invitationSchema, 'The business, the invited email and the role.'), ...errors(404) },
    },
  },
  '/api/team/invitations/accept': {
    post: {
      tags,
      summary: 'Accept an invitation: name and password, then signed in',
      requestBody: jsonBody(acceptInvitationPayloadSchema),
      responses: { '200': json(businessAccountSchema, 'The member, signed in (session cookie set).'), ...errors(400, 404) },
    },
  },
};
