import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import {
  Session,
  type SessionPolicy,
  type SessionProps,
} from '@marketplace/core/accounts/domain/session';
import type { SessionRepository, SessionWithAccount } from '@marketplace/core/accounts/ports/session.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';
import { InMemoryBusinessRepository } from './in-memory-business.repository.js';
import { InMemoryStaffRepository } from './in-memory-staff.repository.js';
import { InMemoryUserRepository } from './in-memory-user.repository.js';

/** Server-side sessions in an {@link InMemoryStore}. The policy is configuration, not data, so it is given here. */
export class InMemorySessionRepository implements SessionRepository {
  constructor(
    private readonly store: InMemoryStore,
    /** Every session's policy; unset, each account's own (core's sessionPolicyFor: the admin's are short). */
    private readonly policy?: SessionPolicy,
  ) {}

  private get rows(): Map<string, SessionProps> {
    return this.store.tables.sessions;
  }

  async add(session: Session): Promise<void> {
    const row = session.toProps();
    if (this.rows.has(row.id)) throw new ConflictError('session.duplicate', 'A session with this id exists already.');
    this.rows.set(row.id, copyRow(row));
  }

  async findById(id: string): Promise<Session | null> {
    const row = this.rows.get(id);
    return row ? Session.restore(copyRow(row), this.policy) : null;
  }

  async findWithAccount(id: string): Promise<SessionWithAccount | null> {
    const session = await this.findById(id);
    if (!session) return null;
    const { type, id: accountId } = session.account;
    const user = type === 'user' ? await new InMemoryUserRepository(this.store).findById(accountId) : null;
    const member = type === 'staff' ? await new InMemoryStaffRepository(this.store).findById(accountId) : null;
    const businessId = type === 'business' ? accountId : member?.businessId;
    const business = businessId === undefined ? null : await new InMemoryBusinessRepository(this.store).findById(businessId);
    return { session, user, member, business };
  }

  async save(session: Session): Promise<void> {
    const row = session.toProps();
    if (!this.rows.has(row.id)) throw new NotFoundError('session.not_found', 'No such session.');
    this.rows.set(row.id, copyRow(row));
  }

  async delete(id: string): Promise<void> {
    this.rows.delete(id);
  }

  async deleteAllFor(account: AccountRef): Promise<number> {
    return this.deleteWhere((row) => row.account.type === account.type && row.account.id === account.id);
  }

  /** A session whose expiry instant has been reached is gone, as Session.isActive says. */
  async deleteExpired(now: Date): Promise<number> {
    return this.deleteWhere((row) => row.expiresAt.getTime() <= now.getTime());
  }

  private deleteWhere(predicate: (row: SessionProps) => boolean): number {
    let deleted = 0;
    for (const [id, row] of this.rows) {
      if (!predicate(row)) continue;
      this.rows.delete(id);
      deleted += 1;
    }
    return deleted;
  }
}
