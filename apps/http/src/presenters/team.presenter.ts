import type { StaffMember } from '@marketplace/core/team/domain/staff-member';
import type { InvitationDetails } from '@marketplace/core/team/application/accept-invitation.use-case';

/** A member as the owner sees it: never a password hash. */
export function presentTeamMember(member: StaffMember) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    // Removed members are never listed; the answer to a removal says so.
    status: member.status,
    invitedAt: member.invitedAt.toISOString(),
  };
}

export function presentInvitation(details: InvitationDetails) {
  return { businessName: details.businessName, email: details.email, name: details.name, role: details.role };
}
