import { Deal, type NewDeal } from '@marketplace/core/deals/domain/deal';
import type { DealCounts, DealFilter, DealPage, DealRepository } from '@marketplace/core/deals/ports/deal.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import type { QueryBuilder } from '@mikro-orm/sql';
import { DealRecordSchema, type DealRecord } from './entities/deal.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { insertWithOptionalId } from './id-sequence.js';
import { containsPattern } from './like-pattern.js';
import { dealMapper } from './mappers/deal.mapper.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  deals_pkey: () => new ConflictError('deal.id_taken', 'A deal with this id exists already.'),
};

/**
 * The business's "City, ST" (or its city alone when it has no state). The trigram index
 * `businesses_place_trgm_idx` is built on exactly this expression, so keep the two in step.
 */
const PLACE_EXPRESSION = `coalesce(b.city || ', ' || b.state, b.city)`;

type DealQuery = QueryBuilder<DealRecord, 'd'>;

/** The columns of {@link DealCounts}; "live" is isDealVisible in SQL. */
const DEAL_COUNT_COLUMNS = `
  count(*)::int as total,
  count(*) filter (where active and start_date <= ? and end_date >= ?)::int as live,
  count(*) filter (where awaiting_verification)::int as drafts`;

const COUNT_BY_BUSINESS_SQL = `
  select business_id, ${DEAL_COUNT_COLUMNS}
    from deals
   where business_id = any(?::int[])
   group by business_id`;

const COUNT_ALL_SQL = `select ${DEAL_COUNT_COLUMNS} from deals`;

/**
 * Deals in the `deals` table. A page is two statements whatever its size: the rows (with every
 * filter, text search and location in SQL) and the count of all matches.
 */
export class MikroOrmDealRepository implements DealRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findById(id: number): Promise<Deal | null> {
    const record = await this.em().findOne(DealRecordSchema, { id }, { disableIdentityMap: true });
    return record ? dealMapper.toDomain(record) : null;
  }

  /** One query; ordered by id, unknown ids skipped. */
  async findByIds(ids: readonly number[]): Promise<Deal[]> {
    if (ids.length === 0) return [];
    const records = await this.em().find(
      DealRecordSchema,
      { id: { $in: [...new Set(ids)] } },
      { orderBy: { id: 'asc' }, disableIdentityMap: true },
    );
    return records.map((record) => dealMapper.toDomain(record));
  }

  async list(filter: DealFilter, page: PageRequest): Promise<DealPage> {
    const em = this.em();
    const matching = (): DealQuery => applyFilter(em.createQueryBuilder(DealRecordSchema, 'd'), filter);
    const rows: DealRecord[] = await matching()
      .select('d.*')
      .orderBy({ id: 'desc' })
      .limit(page.limit, offsetOf(page))
      .execute('all', true);
    const total = await matching().getCount();
    return { deals: rows.map((row) => dealMapper.toDomain(row)), total };
  }

  async add(deal: NewDeal, options: { id?: number } = {}): Promise<Deal> {
    const forcedId = options.id;
    const data = dealMapper.toPersistence(deal);
    const id = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      insertWithOptionalId(em, DealRecordSchema, data, 'deals', forcedId),
    );
    return Deal.restore({ ...deal, id });
  }

  async save(deal: Deal): Promise<void> {
    const { id, ...props } = deal.toProps();
    const updated = await this.em().nativeUpdate(DealRecordSchema, { id }, dealMapper.toPersistence(props));
    if (updated === 0) throw new NotFoundError('deal.not_found', `No deal with id ${id}.`);
  }

  /** One grouped statement on the (business_id, id) index, whatever the number of businesses. */
  async countByBusiness(businessIds: readonly number[], at: Date): Promise<Map<number, DealCounts>> {
    const counts = new Map<number, DealCounts>(businessIds.map((id) => [id, { total: 0, live: 0, drafts: 0 }]));
    if (businessIds.length === 0) return counts;
    const instant = at.toISOString();
    const rows = await this.em().execute<(DealCounts & { business_id: number })[]>(COUNT_BY_BUSINESS_SQL, [
      instant,
      instant,
      `{${[...new Set(businessIds)].join(',')}}`,
    ]);
    for (const { business_id: businessId, total, live, drafts } of rows) counts.set(businessId, { total, live, drafts });
    return counts;
  }

  async countAll(at: Date): Promise<DealCounts> {
    const instant = at.toISOString();
    const [row] = await this.em().execute<DealCounts[]>(COUNT_ALL_SQL, [instant, instant]);
    return { total: row?.total ?? 0, live: row?.live ?? 0, drafts: row?.drafts ?? 0 };
  }

  async publishDrafts(businessId: number): Promise<number> {
    return this.em().nativeUpdate(
      DealRecordSchema,
      { business: businessId, awaitingVerification: true },
      { awaitingVerification: false, active: true },
    );
  }
}

function applyFilter(qb: DealQuery, filter: DealFilter): DealQuery {
  if (filter.category !== undefined) qb.andWhere({ category: filter.category });
  if (filter.businessId !== undefined) qb.andWhere({ business: filter.businessId });
  if (filter.featured !== undefined) qb.andWhere({ featured: filter.featured });
  if (filter.active !== undefined) qb.andWhere({ active: filter.active });
  if (filter.visibility !== undefined) {
    const { at, visible } = filter.visibility;
    qb.andWhere(
      visible
        ? { active: true, startDate: { $lte: at }, endDate: { $gte: at } }
        : { $or: [{ active: false }, { startDate: { $gt: at } }, { endDate: { $lt: at } }] },
    );
  }
  if (filter.text !== undefined) {
    // Each side can use its own trigram index (a bitmap OR of the two).
    const pattern = containsPattern(filter.text);
    qb.andWhere('(d.title ilike ? or d.description ilike ?)', [pattern, pattern]);
  }
  if (filter.location !== undefined) {
    const location = filter.location;
    qb.andWhere(
      `exists (select 1 from businesses b where b.id = d.business_id and ` +
        `(${PLACE_EXPRESSION} ilike ? or lower(b.state) = lower(?) or lower(b.zip) = lower(?)))`,
      [containsPattern(location), location, location],
    );
  }
  return qb;
}
