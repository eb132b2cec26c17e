import type { NewStaffMember, StaffMember } from '../domain/staff-member.js';

/** The people businesses invited to their till. Removed members stay as rows (the redemption log names them). */
export interface StaffRepository {
  /** @throws ConflictError `team.email_taken` when a member not removed already uses the email (any business). */
  add(member: NewStaffMember): Promise<StaffMember>;
  findById(id: number): Promise<StaffMember | null>;
  /** The member, invited or active (never a removed one), using this email, case-insensitively. */
  findByEmail(email: string): Promise<StaffMember | null>;
  /** A business's members not removed, oldest invitation first. */
  listByBusiness(businessId: number): Promise<StaffMember[]>;
  save(member: StaffMember): Promise<void>;
}
