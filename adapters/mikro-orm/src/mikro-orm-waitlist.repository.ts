import { WaitlistEntry, type NewWaitlistEntry, type WaitlistType } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { WaitlistOrder, WaitlistSortKey } from '@marketplace/core/waitlist/domain/waitlist-order';
import type {
  WaitlistFilter,
  WaitlistPage,
  WaitlistRepository,
  WaitlistTotals,
} from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import type { FilterQuery } from '@mikro-orm/core';
import { WaitlistEntryRecordSchema, type WaitlistEntryRecord } from './entities/waitlist-entry.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { containsPattern } from './like-pattern.js';
import { mapRawRows } from './raw-rows.js';
import { waitlistEntryMapper } from './mappers/waitlist-entry.mapper.js';

const COUNT_BY_TYPE_SQL = `select type, count(*)::int as count from waitlist group by type`;

const TOTALS_SQL = `
  select count(*) filter (where type = 'discounter')::int as discounters,
         count(*) filter (where type = 'business')::int as businesses,
         coalesce(sum(rating), 0)::int as "ratingSum"
    from waitlist`;

/**
 * The sort expressions, from a closed list (never the caller's text). Text compares lowercased
 * under the "C" collation, so the order is the same on every database whatever its locale.
 */
const SORT_EXPRESSIONS: Record<WaitlistSortKey, string> = {
  id: 'id',
  name: 'lower(name) collate "C"',
  email: 'lower(email) collate "C"',
  phone: 'lower(phone) collate "C"',
  type: 'type collate "C"',
  rating: 'rating',
  feedback: 'lower(feedback) collate "C"',
  createdAt: 'created_at',
};

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

  /** Two statements whatever the page size: the rows (LIMIT/OFFSET) and the count of all matches. */
  async listPage(filter: WaitlistFilter, order: WaitlistOrder, page: PageRequest): Promise<WaitlistPage> {
    const em = this.em();
    const { where, params } = whereClause(filter);
    // Descending is the exact reverse of ascending: missing values first one way, last the other.
    const direction = order.order === 'asc' ? 'asc nulls first' : 'desc nulls last';
    const tieBreak = order.order === 'asc' ? 'id asc' : 'id desc';
    const [rows, counted] = await Promise.all([
      em.execute<object[]>(
        `select * from waitlist ${where} order by ${SORT_EXPRESSIONS[order.sort]} ${direction}, ${tieBreak} limit ? offset ?`,
        [...params, page.limit, offsetOf(page)],
      ),
      em.execute<{ total: number }[]>(`select count(*)::int as total from waitlist ${where}`, params),
    ]);
    const records = mapRawRows(em, WaitlistEntryRecordSchema, rows);
    return { entries: records.map((record) => waitlistEntryMapper.toDomain(record)), total: counted[0]?.total ?? 0 };
  }

  async totals(): Promise<WaitlistTotals> {
    const [row] = await this.em().execute<WaitlistTotals[]>(TOTALS_SQL);
    return { discounters: row?.discounters ?? 0, businesses: row?.businesses ?? 0, ratingSum: row?.ratingSum ?? 0 };
  }

  async countByType(): Promise<Record<WaitlistType, number>> {
    const rows = await this.em().execute<{ type: WaitlistType; count: number }[]>(COUNT_BY_TYPE_SQL);
    const counts: Record<WaitlistType, number> = { discounter: 0, business: 0 };
    for (const row of rows) counts[row.type] = row.count;
    return counts;
  }

  /**
   * Keyset pagination: each batch is one query for the rows after the last one handed out, as a
   * row comparison `(created_at, id) > (…)` that the (created_at, id) and (type, created_at, id)
   * indexes answer as a range, so every batch costs the same wherever it starts (an OR of the two
   * columns was read from the index's start each time, so an export took quadratic time) and an
   * export never holds the table nor a cursor open between batches. The cursor keeps the stored
   * instant as text: microseconds a JavaScript Date would drop.
   */
  async *stream(filter: WaitlistFilter, batchSize: number): AsyncIterable<WaitlistEntry[]> {
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new RangeError(`A batch size is a whole number of at least 1: ${batchSize}`);
    }
    const em = this.em();
    const { where, params } = whereClause(filter);
    let after: { createdAt: string; id: number } | null = null;
    for (;;) {
      const keyset = after ? `${where ? `${where} and` : 'where'} (created_at, id) > (?::timestamptz, ?)` : where;
      const rows: (object & { cursor_created_at: string; id: number })[] = await em.execute(
        `select *, created_at::text as cursor_created_at from waitlist ${keyset} order by created_at, id limit ?`,
        [...params, ...(after ? [after.createdAt, after.id] : []), batchSize],
      );
      if (rows.length === 0) return;
      yield mapRawRows(em, WaitlistEntryRecordSchema, rows).map((record) => waitlistEntryMapper.toDomain(record));
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      after = last ? { createdAt: last.cursor_created_at, id: last.id } : null;
    }
  }
}

function whereOf(filter: WaitlistFilter): FilterQuery<WaitlistEntryRecord> {
  const pattern = filter.text === undefined ? undefined : containsPattern(filter.text);
  return {
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    ...(filter.since !== undefined ? { createdAt: { $gte: filter.since } } : {}),
    ...(pattern !== undefined
      ? { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phone: { $ilike: pattern } }, { feedback: { $ilike: pattern } }] }
      : {}),
  };
}

/** The same filter as {@link whereOf}, as SQL with positional parameters for the page queries. */
function whereClause(filter: WaitlistFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.type !== undefined) {
    conditions.push('type = ?');
    params.push(filter.type);
  }
  if (filter.since !== undefined) {
    conditions.push('created_at >= ?');
    params.push(filter.since.toISOString());
  }
  if (filter.text !== undefined) {
    const pattern = containsPattern(filter.text);
    conditions.push('(name ilike ? or email ilike ? or phone ilike ? or feedback ilike ?)');
    params.push(pattern, pattern, pattern, pattern);
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}
