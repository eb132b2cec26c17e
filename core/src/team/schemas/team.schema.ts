import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../../accounts/domain/actor.js';
import { accountEmailField, confirmPasswordField, newPasswordField, PASSWORDS_MATCH, passwordsMatch } from '../../accounts/schemas/customer-auth.schema.js';
import { choiceField, optionalString, payloadObject, requiredString } from '../../shared/validation/messages.js';

export const STAFF_NAME_MAX_LENGTH = 100;

/** How the portal and the invitation email name each role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  manager: 'a manager (deals and the till)',
  cashier: 'a cashier (the till)',
};

export const EMAIL_OF_A_BUSINESS_MESSAGE = 'This email signs in a business account. Invite another address.';
export const EMAIL_ON_A_TEAM_MESSAGE = 'This email is already on a team (invited or active). Remove it there first, or invite another address.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Team member not found';
export const INVITATION_NOT_FOUND_MESSAGE = 'This invitation link is invalid, used or expired. Ask the business owner for a new one.';
export const INVITATION_SENT_MESSAGE = 'Invitation sent. You can also pass the link on yourself.';
export const MEMBER_REMOVED_MESSAGE = 'Removed from the team. Their sessions have ended.';
export const INVITATION_CANCELLED_MESSAGE = 'Invitation cancelled.';

/** What the owner reads after a role change: the member signs in again to use it. */
export function roleChangedMessage(role: StaffRole): string {
  return `Role changed to ${role}. They are signed out and sign in again with it.`;
}

const roleField = () => choiceField(STAFF_ROLES as unknown as readonly [StaffRole, ...StaffRole[]], 'Choose a role');
const staffNameField = () =>
  requiredString({ label: 'Name', max: STAFF_NAME_MAX_LENGTH, min: { length: 2, message: 'Name must be at least 2 characters' } });

/** The owner's invite form: email, optional name, role. */
export const inviteStaffSchema = payloadObject({
  email: accountEmailField({ lowercase: false }),
  name: optionalString({ label: 'Name', max: STAFF_NAME_MAX_LENGTH }),
  role: roleField(),
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;
/** The invite form's values as typed (the name may be blank). */
export type InviteStaffFormValues = z.input<typeof inviteStaffSchema>;

/** POST /api/business/team/invitations; the email lowercased. */
export const inviteStaffPayloadSchema = payloadObject({
  email: accountEmailField({ lowercase: true }),
  name: optionalString({ label: 'Name', max: STAFF_NAME_MAX_LENGTH }),
  role: roleField(),
});
export type InviteStaffPayload = z.infer<typeof inviteStaffPayloadSchema>;

/** PATCH /api/business/team/{id}. */
export const changeStaffRolePayloadSchema = payloadObject({ role: roleField() });

/** The accept page's form: name, password twice. */
export const acceptInvitationSchema = payloadObject({
  name: staffNameField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
}).refine(passwordsMatch, PASSWORDS_MATCH);
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** A member's own name, on Account Settings (sent as PATCH /api/user `username`). */
export const staffNameSchema = payloadObject({ name: staffNameField() });
export type StaffNameInput = z.infer<typeof staffNameSchema>;

/** POST /api/team/invitations/accept: the link's token, the name and the password. */
export const acceptInvitationPayloadSchema = payloadObject({
  token: requiredString({ label: 'Token', max: 200, requiredMessage: INVITATION_NOT_FOUND_MESSAGE }),
  name: staffNameField(),
  password: newPasswordField(),
});
export type AcceptInvitationPayload = z.infer<typeof acceptInvitationPayloadSchema>;
