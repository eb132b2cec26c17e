import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import { type Session, type SessionPolicy } from '@marketplace/core/accounts/domain/session';
import type { SessionRepository } from '@marketplace/core/accounts/ports/session.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { SessionRecordSchema } from './entities/session.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { sessionMapper } from './mappers/session.mapper.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';
import { findRowById } from './raw-rows.js';

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  sessions_pkey: () => new ConflictError('session.duplicate', 'A session with this id exists already.'),
};

/**
 * Server-side sessions in the `sessions` table, so any app instance can serve any request.
 * The policy is configuration, not data, so it is given here.
 */
export class MikroOrmSessionRepository implements SessionRepository {
  constructor(
    private readonly em: EntityManagerSource,
    /** Every session's policy; unset, each account's own (core's sessionPolicyFor: the admin's are short). */
    private readonly policy?: SessionPolicy,
  ) {}

  async add(session: Session): Promise<void> {
    await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.insert(SessionRecordSchema, sessionMapper.toPersistence(session)),
    );
  }

  async findById(id: string): Promise<Session | null> {
    const record = await findRowById(this.em(), SessionRecordSchema, id);
    return record ? sessionMapper.toDomain(record, this.policy) : null;
  }

  async save(session: Session): Promise<void> {
    const { id, ...data } = sessionMapper.toPersistence(session);
    const updated = await this.em().nativeUpdate(SessionRecordSchema, { id }, data);
    if (updated === 0) throw new NotFoundError('session.not_found', 'No such session.');
  }

  async delete(id: string): Promise<void> {
    await this.em().nativeDelete(SessionRecordSchema, { id });
  }

  async deleteAllFor(account: AccountRef): Promise<number> {
    return this.em().nativeDelete(SessionRecordSchema, { accountType: account.type, accountId: account.id });
  }

  /** A session whose expiry instant has been reached is gone, as Session.isActive says. */
  async deleteExpired(now: Date): Promise<number> {
    return this.em().nativeDelete(SessionRecordSchema, { expiresAt: { $lte: now } });
  }
}
