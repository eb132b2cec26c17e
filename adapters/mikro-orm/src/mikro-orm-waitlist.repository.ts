import { WaitlistEntry, type NewWaitlistEntry, type WaitlistType } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { WaitlistFilter, WaitlistRepository } from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import type { FilterQuery } from '@mikro-orm/core';
import { WaitlistEntryRecordSchema, type WaitlistEntryRecord } from './entities/waitlist-entry.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { waitlistEntryMapper } from './mappers/waitlist-entry.mapper.js';

const COUNT_BY_TYPE_SQL = `select type, count(*)::int as count from waitlist group by type`;

/** Waitlist entries in the `waitlist` table, ordered by createdAt, then id. No field is unique. */
export class MikroOrmWaitlistRepository implements WaitlistRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(entry: NewWaitlistEntry): Promise<WaitlistEntry> {
    const id = await this.em().insert(WaitlistEntryRecordSchema, waitlistEntryMapper.toPersistence(entry));
    return WaitlistEntry.restore({ ...entry, id });
  }

  async list(filter: WaitlistFilter = {}): Promise<WaitlistEntry[]> {
    const records = await this.em().find(WaitlistEntryRecordSchema, whereOf(filter), {
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      disableIdentityMap: true,
    });
    return records.map((record) => waitlistEntryMapper.toDomain(record));
  }

  async countByType(): Promise<Record<WaitlistType, number>> {
    const rows = await this.em().execute<{ type: WaitlistType; count: number }[]>(COUNT_BY_TYPE_SQL);
    const counts: Record<WaitlistType, number> = { discounter: 0, business: 0 };
    for (const row of rows) counts[row.type] = row.count;
    return counts;
  }

  /**
   * Keyset pagination: each batch is one query for the rows after the last one handed out, on the
   * (created_at, id) index, so an export never holds the table nor a cursor open between batches.
   */
  async *stream(filter: WaitlistFilter, batchSize: number): AsyncIterable<WaitlistEntry[]> {
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new RangeError(`A batch size is a whole number of at least 1: ${batchSize}`);
    }
    let after: WaitlistEntryRecord | null = null;
    for (;;) {
      const where: FilterQuery<WaitlistEntryRecord> = after
        ? {
            $and: [
              whereOf(filter),
              { $or: [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, id: { $gt: after.id } }] },
            ],
          }
        : whereOf(filter);
      const batch: WaitlistEntryRecord[] = await this.em().find(WaitlistEntryRecordSchema, where, {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        limit: batchSize,
        disableIdentityMap: true,
      });
      if (batch.length === 0) return;
      yield batch.map((record) => waitlistEntryMapper.toDomain(record));
      if (batch.length < batchSize) return;
      after = batch[batch.length - 1] ?? null;
    }
  }
}

function whereOf(filter: WaitlistFilter): FilterQuery<WaitlistEntryRecord> {
  return {
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    ...(filter.since !== undefined ? { createdAt: { $gte: filter.since } } : {}),
  };
}
