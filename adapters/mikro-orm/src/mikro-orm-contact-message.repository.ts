import {
  CONTACT_STATUSES,
  ContactMessage,
  type ContactStatus,
  type NewContactMessage,
} from '@marketplace/core/contact/domain/contact-message';
import type { ContactMessagePage, ContactMessageRepository } from '@marketplace/core/contact/ports/contact-message.repository.port';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { ContactMessageRecordSchema } from './entities/contact-message.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { contactMessageMapper } from './mappers/contact-message.mapper.js';
import { mapRawRows } from './raw-rows.js';

/** Contact messages in the `contact_messages` table, newest first (ties by id). */
export class MikroOrmContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(message: NewContactMessage): Promise<ContactMessage> {
    const id = await this.em().insert(ContactMessageRecordSchema, contactMessageMapper.toPersistence(message));
    return ContactMessage.restore({ ...message, id });
  }

  /** Two statements whatever the page size: the rows and the count of all matches. */
  async listPage(filter: { status?: ContactStatus | undefined }, page: PageRequest): Promise<ContactMessagePage> {
    const em = this.em();
    const where = filter.status === undefined ? '' : 'where status = ?';
    const params = filter.status === undefined ? [] : [filter.status];
    const [rows, counted] = await Promise.all([
      em.execute<object[]>(`select * from contact_messages ${where} order by created_at desc, id desc limit ? offset ?`, [
        ...params,
        page.limit,
        offsetOf(page),
      ]),
      em.execute<{ total: number }[]>(`select count(*)::int as total from contact_messages ${where}`, params),
    ]);
    const records = mapRawRows(em, ContactMessageRecordSchema, rows);
    return { messages: records.map((record) => contactMessageMapper.toDomain(record)), total: counted[0]?.total ?? 0 };
  }

  /** One statement: the update answers the row it changed, or nothing. */
  async setStatus(id: number, status: ContactStatus, updatedAt: Date): Promise<ContactMessage | null> {
    const em = this.em();
    const rows = await em.execute<object[]>('update contact_messages set status = ?, updated_at = ? where id = ? returning *', [
      status,
      updatedAt.toISOString(),
      id,
    ]);
    const [record] = mapRawRows(em, ContactMessageRecordSchema, rows);
    return record ? contactMessageMapper.toDomain(record) : null;
  }

  async countByStatus(): Promise<Record<ContactStatus, number>> {
    const rows = await this.em().execute<{ status: ContactStatus; count: number }[]>(
      'select status, count(*)::int as count from contact_messages group by status',
    );
    const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<ContactStatus, number>;
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }
}
