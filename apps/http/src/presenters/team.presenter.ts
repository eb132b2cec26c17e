import type { StaffMember } from '@marketplace/core/team/domain/staff-member';
import type { InvitationDetails } from '@marketplace/core/team/application/accept-invitation.use-case';

/** A member as the owner sees it: never a password hash. */
export function presentTeamMember(member: StaffMember) {
  const status = member.status;
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    // Removed members are never listed; a just-removed one is answered as it was.
    status: status === 'active' ? ('active' as const) : ('invited' as const),
    invitedAt: member.invitedAt.toISOString(),
  };
}

export function presentInvitation(details: InvitationDetails) {
  return { businessName: details.businessName, email: details.email, name: details.name, role: details.role };
}
