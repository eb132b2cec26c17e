import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import type { AccountTokenProps, AccountTokenPurpose, NewAccountToken } from '@marketplace/core/accounts/domain/account-token';
import type { AccountTokenRepository } from '@marketplace/core/accounts/ports/account-token.repository.port';
import { AccountTokenRecordSchema, type AccountTokenRecord } from './entities/account-token.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { mapRawRows } from './raw-rows.js';

function toDomain(record: AccountTokenRecord): AccountTokenProps {
  return {
    id: record.id,
    purpose: record.purpose,
    account: { type: record.accountType, id: record.accountId },
    tokenHash: record.tokenHash,
    newEmail: record.newEmail ?? null,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    usedAt: record.usedAt ?? null,
  };
}

/** Single-use tokens in the `account_tokens` table, in plain SQL so each use is one statement. */
export class MikroOrmAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(token: NewAccountToken): Promise<AccountTokenProps> {
    const em = this.em();
    const rows = await em.execute<object[]>(
      `insert into account_tokens (purpose, account_type, account_id, token_hash, new_email, created_at, expires_at)
       values (?, ?, ?, ?, ?, ?, ?) returning *`,
      [token.purpose, token.account.type, token.account.id, token.tokenHash, token.newEmail, token.createdAt.toISOString(), token.expiresAt.toISOString()],
    );
    return toDomain(mapRawRows(em, AccountTokenRecordSchema, rows)[0]!);
  }

  /** One conditional update: of two concurrent uses, the row lock lets one match and the other find used_at set. */
  async consume(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenProps | null> {
    const em = this.em();
    const rows = await em.execute<object[]>(
      `update account_tokens set used_at = ?
       where token_hash = ? and purpose = ? and used_at is null and expires_at > ?
       returning *`,
      [now.toISOString(), tokenHash, purpose, now.toISOString()],
    );
    const [record] = mapRawRows(em, AccountTokenRecordSchema, rows);
    return record ? toDomain(record) : null;
  }

  async findUsable(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenProps | null> {
    const em = this.em();
    const rows = await em.execute<object[]>(
      'select * from account_tokens where token_hash = ? and purpose = ? and used_at is null and expires_at > ? limit 1',
      [tokenHash, purpose, now.toISOString()],
    );
    const [record] = mapRawRows(em, AccountTokenRecordSchema, rows);
    return record ? toDomain(record) : null;
  }

  async revokeAll(account: AccountRef, purpose: AccountTokenPurpose, now: Date): Promise<number> {
    const rows = await this.em().execute<object[]>(
      'update account_tokens set used_at = ? where account_type = ? and account_id = ? and purpose = ? and used_at is null returning id',
      [now.toISOString(), account.type, account.id, purpose],
    );
    return rows.length;
  }

  async deleteExpired(before: Date): Promise<number> {
    return this.em().nativeDelete(AccountTokenRecordSchema, { expiresAt: { $lt: before } });
  }
}
