import type { OutboxEmail, OutboxEmailDraft, UserEmailDraft } from '@marketplace/core/mail/domain/outbox-email';
import type { OutboxRepository, OutboxSearch } from '@marketplace/core/mail/ports/outbox.repository.port';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** The outbox in an {@link InMemoryStore}; each method is one synchronous step, so claims cannot race. */
export class InMemoryOutboxRepository implements OutboxRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, OutboxEmail> {
    return this.store.tables.outbox;
  }

  async add(draft: OutboxEmailDraft, now: Date): Promise<number | null> {
    for (const row of this.rows.values()) if (row.dedupeKey === draft.dedupeKey) return null;
    const id = this.store.nextId('outbox');
    this.rows.set(id, {
      ...copyRow(draft),
      id,
      createdAt: new Date(now),
      attempts: 0,
      lastError: null,
      claimedUntil: null,
      sentAt: null,
      messageId: null,
    });
    return id;
  }

  async addForUser(draft: UserEmailDraft, userId: number, now: Date): Promise<number | null> {
    const user = this.store.tables.users.get(userId);
    return user ? this.add({ ...draft, to: user.email }, now) : null;
  }

  async findById(id: number): Promise<OutboxEmail | null> {
    const row = this.rows.get(id);
    return row ? copyRow(row) : null;
  }

  async claim(id: number, now: Date, until: Date): Promise<OutboxEmail | null> {
    const row = this.rows.get(id);
    if (!row || row.sentAt || (row.claimedUntil && row.claimedUntil > now)) return null;
    row.claimedUntil = new Date(until);
    return copyRow(row);
  }

  async markSent(id: number, messageId: string, sentAt: Date): Promise<void> {
    const row = this.rows.get(id);
    if (!row) return;
    Object.assign(row, { sentAt: new Date(sentAt), messageId, claimedUntil: null });
  }

  async markFailed(id: number, error: string): Promise<void> {
    const row = this.rows.get(id);
    if (!row || row.sentAt) return;
    Object.assign(row, { attempts: row.attempts + 1, lastError: error, claimedUntil: null });
  }

  async listUnsent(now: Date, writtenBefore: Date, limit: number): Promise<number[]> {
    return [...this.rows.values()]
      .filter((row) => !row.sentAt && row.createdAt < writtenBefore && !(row.claimedUntil && row.claimedUntil > now))
      .sort((a, b) => a.id - b.id)
      .slice(0, limit)
      .map((row) => row.id);
  }

  async listRecent(limit: number): Promise<OutboxEmail[]> {
    return [...this.rows.values()]
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((row) => copyRow(row));
  }

  async search({ status, recipient, beforeId, limit }: OutboxSearch): Promise<OutboxEmail[]> {
    const needle = recipient?.toLowerCase();
    return [...this.rows.values()]
      .filter((row) => (status === undefined || (status === 'sent') === (row.sentAt !== null)) && (beforeId === undefined || row.id < beforeId))
      .filter((row) => needle === undefined || row.to.toLowerCase().includes(needle))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((row) => copyRow(row));
  }

  async deleteSentBefore(before: Date): Promise<number> {
    let deleted = 0;
    for (const [id, row] of this.rows) {
      if (row.sentAt && row.sentAt < before) {
        this.rows.delete(id);
        deleted += 1;
      }
    }
    return deleted;
  }
}
