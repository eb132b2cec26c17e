import { normaliseEmail, User, type NewUser } from '@marketplace/core/accounts/domain/user';
import type { UserRepository } from '@marketplace/core/accounts/ports/user.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { UserRecordSchema, type UserRecord } from './entities/user.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { userMapper } from './mappers/user.mapper.js';
import { insertWithOptionalId } from './id-sequence.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';
import { findRowById } from './raw-rows.js';

export const UNIQUE_ERRORS: UniqueConstraintErrors = {
  users_email_lower_key: () => new ConflictError('user.email_taken', 'An account with this email already exists.'),
  users_username_lower_key: () => new ConflictError('user.username_taken', 'This username is already taken.'),
  users_pkey: () => new ConflictError('user.id_taken', 'A user with this id exists already.'),
};

/**
 * Users in the `users` table. Email and username lookups compare lower(...), the expressions the
 * unique indexes are built on, so they are index scans whatever the case typed.
 */
export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findById(id: number): Promise<User | null> {
    const record = await findRowById(this.em(), UserRecordSchema, id);
    return record ? userMapper.toDomain(record) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.findOneWhere('email', normaliseEmail(email));
  }

  async findByUsername(username: string): Promise<User | null> {
    return this.findOneWhere('username', username);
  }

  async add(user: NewUser, options: { id?: number } = {}): Promise<User> {
    const forcedId = options.id;
    const data = userMapper.toPersistence(user);
    const id = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      insertWithOptionalId(em, UserRecordSchema, data, 'users', forcedId),
    );
    return User.restore({ ...user, id });
  }

  async save(user: User): Promise<void> {
    const { id, ...props } = user.toProps();
    const updated = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.nativeUpdate(UserRecordSchema, { id }, userMapper.toPersistence(props)),
    );
    if (updated === 0) throw new NotFoundError('user.not_found', `No user with id ${id}.`);
  }

  async countCustomers(): Promise<number> {
    return this.em().count(UserRecordSchema, { role: 'user' });
  }

  /** PostgreSQL lowers both sides, exactly as it did when it built the unique index it searches. */
  private async findOneWhere(column: 'email' | 'username', value: string): Promise<User | null> {
    const record: UserRecord | undefined = await this.em()
      .createQueryBuilder(UserRecordSchema)
      .select('*')
      .where(`lower(${column}) = lower(?)`, [value])
      .limit(1)
      .execute('get', true);
    return record ? userMapper.toDomain(record) : null;
  }
}
