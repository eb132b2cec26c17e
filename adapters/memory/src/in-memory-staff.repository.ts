import { normaliseEmail } from '@marketplace/core/accounts/domain/user';
import { StaffMember, type NewStaffMember, type StaffMemberProps } from '@marketplace/core/team/domain/staff-member';
import type { StaffRepository } from '@marketplace/core/team/ports/staff.repository.port';
import { EMAIL_ON_A_TEAM_MESSAGE } from '@marketplace/core/team/schemas/team.schema';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Staff in an {@link InMemoryStore}; one email per member not removed, as the database's partial unique index. */
export class InMemoryStaffRepository implements StaffRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, StaffMemberProps> {
    return this.store.tables.staff;
  }

  private emailTaken(email: string, exceptId: number | null): boolean {
    return [...this.rows.values()].some((row) => row.id !== exceptId && row.removedAt === null && row.email.toLowerCase() === email.toLowerCase());
  }

  async add(member: NewStaffMember): Promise<StaffMember> {
    if (member.removedAt === null && this.emailTaken(member.email, null)) throw new ConflictError('team.email_taken', EMAIL_ON_A_TEAM_MESSAGE);
    const row: StaffMemberProps = { ...copyRow(member), id: this.store.nextId('staff') };
    this.rows.set(row.id, row);
    return StaffMember.restore(copyRow(row));
  }

  async findById(id: number): Promise<StaffMember | null> {
    const row = this.rows.get(id);
    return row ? StaffMember.restore(copyRow(row)) : null;
  }

  async findByEmail(email: string): Promise<StaffMember | null> {
    const wanted = normaliseEmail(email);
    const row = [...this.rows.values()].find((candidate) => candidate.removedAt === null && candidate.email.toLowerCase() === wanted);
    return row ? StaffMember.restore(copyRow(row)) : null;
  }

  async listByBusiness(businessId: number): Promise<StaffMember[]> {
    return [...this.rows.values()]
      .filter((row) => row.businessId === businessId && row.removedAt === null)
      .sort((a, b) => a.invitedAt.getTime() - b.invitedAt.getTime() || a.id - b.id)
      .map((row) => StaffMember.restore(copyRow(row)));
  }

  async save(member: StaffMember): Promise<void> {
    const row = member.toProps();
    if (!this.rows.has(row.id)) throw new NotFoundError('team.member_not_found', 'Team member not found');
    if (row.removedAt === null && this.emailTaken(row.email, row.id)) throw new ConflictError('team.email_taken', EMAIL_ON_A_TEAM_MESSAGE);
    this.rows.set(row.id, copyRow(row));
  }
}
