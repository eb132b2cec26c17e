import { StaffMember } from '@marketplace/core/team/domain/staff-member';
import type { StaffMemberRecord } from '../entities/staff-member.entity.js';

/** Between `staff_members` records and {@link StaffMember}. */
export const staffMemberMapper = {
  toDomain(record: StaffMemberRecord): StaffMember {
    return StaffMember.restore({
      id: record.id,
      businessId: record.businessId,
      email: record.email,
      name: record.name ?? null,
      role: record.role,
      passwordHash: record.passwordHash ?? null,
      invitedAt: record.invitedAt,
      acceptedAt: record.acceptedAt ?? null,
      removedAt: record.removedAt ?? null,
    });
  },
};
