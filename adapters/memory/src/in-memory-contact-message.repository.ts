import {
  CONTACT_STATUSES,
  ContactMessage,
  type ContactMessageProps,
  type ContactStatus,
  type NewContactMessage,
} from '@marketplace/core/contact/domain/contact-message';
import type { ContactMessagePage, ContactMessageRepository } from '@marketplace/core/contact/ports/contact-message.repository.port';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Contact messages in an {@link InMemoryStore}, newest first (ties by id). */
export class InMemoryContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, ContactMessageProps> {
    return this.store.tables.contactMessages;
  }

  async add(message: NewContactMessage): Promise<ContactMessage> {
    const id = this.store.nextId('contactMessages');
    const row: ContactMessageProps = { ...copyRow(message), id };
    this.rows.set(id, row);
    return ContactMessage.restore(copyRow(row));
  }

  async listPage(filter: { status?: ContactStatus | undefined }, page: PageRequest): Promise<ContactMessagePage> {
    const matching = [...this.rows.values()]
      .filter((row) => filter.status === undefined || row.status === filter.status)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const offset = offsetOf(page);
    return {
      messages: matching.slice(offset, offset + page.limit).map((row) => ContactMessage.restore(copyRow(row))),
      total: matching.length,
    };
  }

  async setStatus(id: number, status: ContactStatus, updatedAt: Date): Promise<ContactMessage | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const next = { ...row, status, updatedAt: new Date(updatedAt) };
    this.rows.set(id, next);
    return ContactMessage.restore(copyRow(next));
  }

  async countByStatus(): Promise<Record<ContactStatus, number>> {
    const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<ContactStatus, number>;
    for (const row of this.rows.values()) counts[row.status] += 1;
    return counts;
  }
}
