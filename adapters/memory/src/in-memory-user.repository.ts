import { normaliseEmail, User, type NewUser, type UserProps } from '@marketplace/core/accounts/domain/user';
import type { UserRepository } from '@marketplace/core/accounts/ports/user.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Users in an {@link InMemoryStore}; emails and usernames are unique case-insensitively, as the database's indexes on lower(...) make them. */
export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, UserProps> {
    return this.store.tables.users;
  }

  async findById(id: number): Promise<User | null> {
    const row = this.rows.get(id);
    return row ? User.restore(copyRow(row)) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const wanted = normaliseEmail(email);
    return this.findOne((row) => row.email.toLowerCase() === wanted);
  }

  async findByUsername(username: string): Promise<User | null> {
    const wanted = username.toLowerCase();
    return this.findOne((row) => row.username.toLowerCase() === wanted);
  }

  async add(user: NewUser, options: { id?: number } = {}): Promise<User> {
    const forcedId = options.id;
    if (forcedId !== undefined && this.rows.has(forcedId)) {
      throw new ConflictError('user.id_taken', `A user with id ${forcedId} exists already.`);
    }
    this.assertUnique(user, null);
    const id = forcedId ?? this.store.nextId('users');
    this.store.claimId('users', id);
    const row: UserProps = { ...copyRow(user), id };
    this.rows.set(id, row);
    return User.restore(copyRow(row));
  }

  async save(user: User): Promise<void> {
    const row = user.toProps();
    if (!this.rows.has(row.id)) throw new NotFoundError('user.not_found', `No user with id ${row.id}.`);
    this.assertUnique(row, row.id);
    this.rows.set(row.id, copyRow(row));
  }

  async countCustomers(): Promise<number> {
    let count = 0;
    for (const row of this.rows.values()) if (row.role === 'user') count += 1;
    return count;
  }

  private findOne(predicate: (row: UserProps) => boolean): User | null {
    for (const row of this.rows.values()) {
      if (predicate(row)) return User.restore(copyRow(row));
    }
    return null;
  }

  private assertUnique(candidate: Pick<UserProps, 'email' | 'username'>, ownId: number | null): void {
    const email = candidate.email.toLowerCase();
    const username = candidate.username.toLowerCase();
    for (const row of this.rows.values()) {
      if (row.id === ownId) continue;
      if (row.email.toLowerCase() === email) {
        throw new ConflictError('user.email_taken', 'An account with this email already exists.');
      }
      if (row.username.toLowerCase() === username) {
        throw new ConflictError('user.username_taken', 'This username is already taken.');
      }
    }
  }
}
