import { normaliseEmail } from '@marketplace/core/accounts/domain/user';
import type { NewStaffMember, StaffMember } from '@marketplace/core/team/domain/staff-member';
import type { StaffRepository } from '@marketplace/core/team/ports/staff.repository.port';
import { EMAIL_ON_A_TEAM_MESSAGE } from '@marketplace/core/team/schemas/team.schema';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { StaffMemberRecordSchema } from './entities/staff-member.entity.js';
import { staffMemberMapper } from './mappers/staff-member.mapper.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { findRowById, mapRawRows } from './raw-rows.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  staff_members_email_lower_key: () => new ConflictError('team.email_taken', EMAIL_ON_A_TEAM_MESSAGE),
};

/** Staff in `staff_members`; one email per member not removed (a partial unique index on lower(email)). */
export class MikroOrmStaffRepository implements StaffRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(member: NewStaffMember): Promise<StaffMember> {
    return guardUniqueConstraints(this.em(), UNIQUE_ERRORS, async (em) => {
      const rows = await em.execute<object[]>(
        `insert into staff_members (business_id, email, name, role, password_hash, invited_at, accepted_at, removed_at)
         values (?, ?, ?, ?, ?, ?, ?, ?) returning *`,
        [
          member.businessId,
          member.email,
          member.name,
          member.role,
          member.passwordHash,
          member.invitedAt.toISOString(),
          member.acceptedAt?.toISOString() ?? null,
          member.removedAt?.toISOString() ?? null,
        ],
      );
      return staffMemberMapper.toDomain(mapRawRows(em, StaffMemberRecordSchema, rows)[0]!);
    });
  }

  async findById(id: number): Promise<StaffMember | null> {
    const record = await findRowById(this.em(), StaffMemberRecordSchema, id);
    return record ? staffMemberMapper.toDomain(record) : null;
  }

  async findByEmail(email: string): Promise<StaffMember | null> {
    const em = this.em();
    const rows = await em.execute<object[]>('select * from staff_members where lower(email) = lower(?) and removed_at is null limit 1', [normaliseEmail(email)]);
    const [record] = mapRawRows(em, StaffMemberRecordSchema, rows);
    return record ? staffMemberMapper.toDomain(record) : null;
  }

  async listByBusiness(businessId: number): Promise<StaffMember[]> {
    const em = this.em();
    const rows = await em.execute<object[]>('select * from staff_members where business_id = ? and removed_at is null order by invited_at, id', [businessId]);
    return mapRawRows(em, StaffMemberRecordSchema, rows).map((record) => staffMemberMapper.toDomain(record));
  }

  async save(member: StaffMember): Promise<void> {
    const p = member.toProps();
    const updated = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.execute<object[]>(
        `update staff_members set email = ?, name = ?, role = ?, password_hash = ?, invited_at = ?, accepted_at = ?, removed_at = ?
         where id = ? returning id`,
        [p.email, p.name, p.role, p.passwordHash, p.invitedAt.toISOString(), p.acceptedAt?.toISOString() ?? null, p.removedAt?.toISOString() ?? null, p.id],
      ),
    );
    if (updated.length === 0) throw new NotFoundError('team.member_not_found', 'Team member not found');
  }
}
