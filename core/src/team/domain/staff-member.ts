import type { Actor, StaffRole } from '../../accounts/domain/actor.js';
import { normaliseEmail } from '../../accounts/domain/user.js';
import { ConflictError } from '../../shared/domain/domain-error.js';

/** Where a member stands: invited (no password yet), active, or removed by the owner. */
export type StaffStatus = 'invited' | 'active' | 'removed';

export interface StaffMemberProps {
  id: number;
  businessId: number;
  email: string;
  /** Given by the owner when inviting, or by the member when accepting; null until then. */
  name: string | null;
  role: StaffRole;
  /** Null until the invitation is accepted. */
  passwordHash: string | null;
  invitedAt: Date;
  acceptedAt: Date | null;
  removedAt: Date | null;
}

export type NewStaffMember = Omit<StaffMemberProps, 'id'>;

function gone(): ConflictError {
  return new ConflictError('team.member_removed', 'This person is no longer a member of the team.');
}

/**
 * A person a business's owner invited to its till (DESIGN.md 10.6), as a manager or a cashier.
 * Signs in with their own email and password once the invitation is accepted.
 */
export class StaffMember {
  private constructor(private props: StaffMemberProps) {}

  /** A new invitation: the member exists from now on, without a password until accepted. */
  static invite(input: { businessId: number; email: string; name?: string | null | undefined; role: StaffRole; now: Date }): NewStaffMember {
    const name = input.name?.trim() || null;
    return {
      businessId: input.businessId,
      email: normaliseEmail(input.email),
      name,
      role: input.role,
      passwordHash: null,
      invitedAt: input.now,
      acceptedAt: null,
      removedAt: null,
    };
  }

  static restore(props: StaffMemberProps): StaffMember {
    return new StaffMember({ ...props });
  }

  get id(): number {
    return this.props.id;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get email(): string {
    return this.props.email;
  }
  get name(): string | null {
    return this.props.name;
  }
  get role(): StaffRole {
    return this.props.role;
  }
  /** Empty while invited: no password verifies against it. */
  get passwordHash(): string {
    return this.props.passwordHash ?? '';
  }
  get invitedAt(): Date {
    return this.props.invitedAt;
  }

  get status(): StaffStatus {
    if (this.props.removedAt) return 'removed';
    return this.props.acceptedAt ? 'active' : 'invited';
  }

  /** Only an accepted, not removed member signs in and keeps a session. */
  get canSignIn(): boolean {
    return this.status === 'active';
  }

  belongsTo(businessId: number): boolean {
    return this.props.businessId === businessId;
  }

  /** The invitation accepted: the member chose a name and a password. */
  accept(input: { name: string; passwordHash: string; now: Date }): void {
    if (this.status !== 'invited') throw new ConflictError('team.not_invited', 'This invitation has already been used.');
    this.props.name = input.name.trim();
    this.props.passwordHash = input.passwordHash;
    this.props.acceptedAt = input.now;
  }

  /** Resending refreshes when it was sent; only while the invitation is open. */
  reinvite(now: Date): void {
    if (this.status !== 'invited') throw new ConflictError('team.already_accepted', 'This person has already accepted the invitation.');
    this.props.invitedAt = now;
  }

  changeRole(role: StaffRole): void {
    if (this.status === 'removed') throw gone();
    this.props.role = role;
  }

  remove(now: Date): void {
    if (this.status === 'removed') throw gone();
    this.props.removedAt = now;
  }

  rename(name: string): void {
    this.props.name = name.trim();
  }

  changePasswordHash(passwordHash: string): void {
    if (this.status !== 'active') throw gone();
    this.props.passwordHash = passwordHash;
  }

  /**
   * Who this member is when signed in: a member of the business with its team role. The platform's
   * role stays 'business' (never 'owner'), so staff never see the waitlist.
   */
  toActor(): Actor {
    return { kind: 'business', businessId: this.props.businessId, role: 'business', teamRole: this.props.role, staffId: this.props.id };
  }

  toProps(): StaffMemberProps {
    return { ...this.props };
  }
}
