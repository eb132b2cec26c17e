import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** A member of the team as the owner sees it. */
export const teamMemberSchema = z
  .strictObject({
    id: idSchema,
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(['manager', 'cashier']),
    status: z.enum(['invited', 'active', 'removed']),
    invitedAt: isoDateTimeSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMemberResponse = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.strictObject({ members: z.array(teamMemberSchema) }).meta({ id: 'Team' });
export type TeamResponse = z.infer<typeof teamSchema>;

/** An invitation written (or written again): the member and the link, for the owner to pass on by hand. */
export const sentInvitationSchema = z
  .strictObject({ member: teamMemberSchema, acceptUrl: z.string(), message: z.string() })
  .meta({ id: 'SentInvitation' });
export type SentInvitationResponse = z.infer<typeof sentInvitationSchema>;

/** A member after a role change or a removal, with what the owner reads. */
export const teamMemberChangeSchema = z.strictObject({ member: teamMemberSchema, message: z.string() }).meta({ id: 'TeamMemberChange' });
export type TeamMemberChangeResponse = z.infer<typeof teamMemberChangeSchema>;

/** What the accept page shows: who invites, to which role. */
export const invitationSchema = z
  .strictObject({ businessName: z.string(), email: z.string(), name: z.string().nullable(), role: z.enum(['manager', 'cashier']) })
  .meta({ id: 'Invitation' });
export type InvitationResponse = z.infer<typeof invitationSchema>;
