import type { OutboxEmail, OutboxEmailDraft, UserEmailDraft } from '@marketplace/core/mail/domain/outbox-email';
import type { OutboxRepository, OutboxSearch } from '@marketplace/core/mail/ports/outbox.repository.port';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { OutboxEmailRecordSchema, type OutboxEmailRecord } from './entities/outbox-email.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { containsPattern } from './like-pattern.js';
import { mapRawRows } from './raw-rows.js';
import { executeBound } from './bound-statement.js';

function toEmail(record: OutboxEmailRecord): OutboxEmail {
  return {
    id: record.id,
    dedupeKey: record.dedupeKey,
    kind: record.kind,
    to: record.recipient,
    subject: record.subject,
    html: record.html,
    text: record.text,
    ...(record.headers ? { headers: record.headers } : {}),
    ...(record.qrImages ? { qrImages: record.qrImages } : {}),
    createdAt: record.createdAt,
    attempts: record.attempts,
    lastError: record.lastError ?? null,
    claimedUntil: record.claimedUntil ?? null,
    sentAt: record.sentAt ?? null,
    messageId: record.messageId ?? null,
  };
}

/** An email's subject, bodies, headers, QR images and time of writing, as the insert's parameters. */
function contentValues(draft: UserEmailDraft, now: Date): unknown[] {
  return [
    draft.subject,
    draft.html,
    draft.text,
    draft.headers ? JSON.stringify(draft.headers) : null,
    draft.qrImages?.length ? JSON.stringify(draft.qrImages) : null,
    now.toISOString(),
  ];
}

function rowsToEmails(em: SqlEntityManager, rows: readonly object[]): OutboxEmail[] {
  return mapRawRows(em, OutboxEmailRecordSchema, rows).map(toEmail);
}

/**
 * The outbox in the `email_outbox` table, in plain SQL. `add` runs in the caller's transaction (the
 * repositories of a TransactionRunner share its connection); a claim is one conditional update,
 * so of two senders only one gets the row.
 */
export class MikroOrmOutboxRepository implements OutboxRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(draft: OutboxEmailDraft, now: Date): Promise<number | null> {
    const rows = await executeBound<{ id: number }>(
      this.em(),
      `insert into email_outbox (dedupe_key, kind, recipient, subject, html, text, headers, qr_images, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (dedupe_key) do nothing
       returning id`,
      [draft.dedupeKey, draft.kind, draft.to, ...contentValues(draft, now)],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async addForUser(draft: UserEmailDraft, userId: number, now: Date): Promise<number | null> {
    // The address comes from the account in the insert itself: no customer, no row.
    const rows = await executeBound<{ id: number }>(
      this.em(),
      `insert into email_outbox (dedupe_key, kind, recipient, subject, html, text, headers, qr_images, created_at)
       select ?, ?, u.email, ?, ?, ?, ?::jsonb, ?::jsonb, ?::timestamptz from users u where u.id = ?
       on conflict (dedupe_key) do nothing
       returning id`,
      [draft.dedupeKey, draft.kind, ...contentValues(draft, now), userId],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async findById(id: number): Promise<OutboxEmail | null> {
    const em = this.em();
    const rows = await em.execute<object[]>('select * from email_outbox where id = ?', [id]);
    return rowsToEmails(em, rows)[0] ?? null;
  }

  async claim(id: number, now: Date, until: Date): Promise<OutboxEmail | null> {
    const em = this.em();
    const rows = await em.execute<object[]>(
      `update email_outbox set claimed_until = ?
       where id = ? and sent_at is null and (claimed_until is null or claimed_until <= ?)
       returning *`,
      [until.toISOString(), id, now.toISOString()],
    );
    return rowsToEmails(em, rows)[0] ?? null;
  }

  async markSent(id: number, messageId: string, sentAt: Date): Promise<void> {
    await this.em().execute('update email_outbox set sent_at = ?, message_id = ?, claimed_until = null where id = ?', [
      sentAt.toISOString(),
      messageId,
      id,
    ]);
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.em().execute(
      'update email_outbox set attempts = attempts + 1, last_error = ?, claimed_until = null where id = ? and sent_at is null',
      [error.slice(0, 2000), id],
    );
  }

  async listUnsent(now: Date, writtenBefore: Date, limit: number): Promise<number[]> {
    const rows = await this.em().execute<{ id: number }[]>(
      `select id from email_outbox
       where sent_at is null and created_at < ? and (claimed_until is null or claimed_until <= ?)
       order by id limit ?`,
      [writtenBefore.toISOString(), now.toISOString(), limit],
    );
    return rows.map((row) => Number(row.id));
  }

  async listRecent(limit: number): Promise<OutboxEmail[]> {
    const em = this.em();
    const rows = await em.execute<object[]>('select * from email_outbox order by id desc limit ?', [limit]);
    return rowsToEmails(em, rows);
  }

  async search({ status, recipient, beforeId, limit }: OutboxSearch): Promise<OutboxEmail[]> {
    const conditions: string[] = [];
    const parameters: (string | number)[] = [];
    if (status === 'sent') conditions.push('sent_at is not null');
    if (status === 'unsent') conditions.push('sent_at is null');
    if (recipient !== undefined) {
      conditions.push('recipient ilike ?');
      parameters.push(containsPattern(recipient));
    }
    if (beforeId !== undefined) {
      conditions.push('id < ?');
      parameters.push(beforeId);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const em = this.em();
    const rows = await em.execute<object[]>(`select * from email_outbox ${where} order by id desc limit ?`, [...parameters, limit]);
    return rowsToEmails(em, rows);
  }

  async deleteSentBefore(before: Date): Promise<number> {
    const rows = await this.em().execute<object[]>('delete from email_outbox where sent_at < ? returning id', [before.toISOString()]);
    return rows.length;
  }
}
