import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import type { AccountTokenProps, AccountTokenPurpose, NewAccountToken } from '@marketplace/core/accounts/domain/account-token';
import type { AccountTokenRepository } from '@marketplace/core/accounts/ports/account-token.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Single-use tokens in an {@link InMemoryStore}; each use is one synchronous step, so it cannot interleave. */
export class InMemoryAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, AccountTokenProps> {
    return this.store.tables.accountTokens;
  }

  async add(token: NewAccountToken): Promise<AccountTokenProps> {
    if ([...this.rows.values()].some((row) => row.tokenHash === token.tokenHash)) {
      throw new ConflictError('account_token.duplicate', 'A token with this hash exists already.');
    }
    const row: AccountTokenProps = { ...copyRow(token), id: this.store.nextId('accountTokens'), usedAt: null };
    this.rows.set(row.id, row);
    return copyRow(row);
  }

  async consume(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenProps | null> {
    const row = [...this.rows.values()].find(
      (candidate) =>
        candidate.tokenHash === tokenHash && candidate.purpose === purpose && candidate.usedAt === null && candidate.expiresAt.getTime() > now.getTime(),
    );
    if (!row) return null;
    row.usedAt = new Date(now);
    return copyRow(row);
  }

  async findUsable(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenProps | null> {
    const row = [...this.rows.values()].find(
      (candidate) =>
        candidate.tokenHash === tokenHash && candidate.purpose === purpose && candidate.usedAt === null && candidate.expiresAt.getTime() > now.getTime(),
    );
    return row ? copyRow(row) : null;
  }

  async revokeAll(account: AccountRef, purpose: AccountTokenPurpose, now: Date): Promise<number> {
    let revoked = 0;
    for (const row of this.rows.values()) {
      if (row.account.type === account.type && row.account.id === account.id && row.purpose === purpose && row.usedAt === null) {
        row.usedAt = new Date(now);
        revoked += 1;
      }
    }
    return revoked;
  }

  async deleteExpired(before: Date): Promise<number> {
    let deleted = 0;
    for (const [id, row] of this.rows) {
      if (row.expiresAt.getTime() < before.getTime()) {
        this.rows.delete(id);
        deleted += 1;
      }
    }
    return deleted;
  }
}
